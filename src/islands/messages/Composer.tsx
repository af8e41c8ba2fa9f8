/**
 * The message field: Enter sends, Shift+Enter starts a new line, the characters left are shown;
 * one image may go with the message (checked for type and size before it is uploaded). Keystrokes
 * announce typing to the other member.
 */
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { PHOTO_TYPES } from '../../lib/api/limits.ts';
import { ATTACHMENT_MAX_BYTES, MESSAGE_BODY_MAX } from '../../lib/api/messages-codes.ts';
import { FormAlert, TextareaField } from '../ui/fields.tsx';
import { primaryButton, secondaryButton } from '../ui/classes.ts';
import { useT } from '../ui/useT.ts';

interface Props {
  otherName: string;
  onSend: (body: string, file?: File) => void;
  onTyping: () => void;
}

/** The main button, as wide as its text beside the attach button. */
const sendButton = primaryButton.replace('w-full', 'w-auto');

/** Why a chosen file is refused; undefined for an image the server takes. */
function refusal(file: File): 'notImage' | 'tooLarge' | undefined {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return 'notImage';
  if (file.size > ATTACHMENT_MAX_BYTES) return 'tooLarge';
  return undefined;
}

/** The composer. */
export function Composer({ otherName, onSend, onTyping }: Props) {
  const t = useT('messages');
  const id = useId();
  const [body, setBody] = useState('');
  const [file, setFile] = useState<File>();
  const [error, setError] = useState<string>();
  const fileInput = useRef<HTMLInputElement>(null);

  const clearFile = () => {
    setFile(undefined);
    if (fileInput.current) fileInput.current.value = '';
  };
  const send = () => {
    if (body.trim() === '' && !file) return;
    onSend(body, file);
    setBody('');
    clearFile();
    setError(undefined);
  };

  const keyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    // Not while an input method composes a character: its Enter confirms the character.
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      send();
    }
  };
  const choose = (chosen: File | undefined) => {
    if (!chosen) return clearFile();
    const why = refusal(chosen);
    if (why) {
      clearFile();
      return setError(t(`messages.composer.${why}`, { max: Math.round(ATTACHMENT_MAX_BYTES / 1024 / 1024) }));
    }
    setError(undefined);
    setFile(chosen);
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        send();
      }}
      className="space-y-2 border-t border-gray-200 p-3"
      data-testid="composer"
    >
      <FormAlert message={error} />
      <TextareaField
        label={t('messages.composer.label', { name: otherName })}
        hint={`${t('messages.composer.hint')} ${t('messages.composer.count', { count: body.length, max: MESSAGE_BODY_MAX })}`}
        rows={2}
        value={body}
        maxLength={MESSAGE_BODY_MAX}
        onChange={(e) => {
          setBody(e.target.value);
          if (e.target.value !== '') onTyping();
        }}
        onKeyDown={keyDown}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <input
            ref={fileInput}
            id={`${id}-file`}
            type="file"
            accept={PHOTO_TYPES.join(',')}
            className="peer sr-only"
            onChange={(e) => choose(e.target.files?.[0])}
          />
          <label
            htmlFor={`${id}-file`}
            className={`${secondaryButton} cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600`}
          >
            {t('messages.composer.attach')}
          </label>
          {file && (
            <span className="flex items-center gap-2 text-sm">
              <span className="max-w-48 truncate">{t('messages.composer.image', { name: file.name })}</span>
              <button type="button" className="underline" onClick={clearFile}>
                {t('messages.composer.removeImage')}
              </button>
            </span>
          )}
        </div>
        <button type="submit" className={sendButton}>
          {t('messages.composer.send')}
        </button>
      </div>
    </form>
  );
}
