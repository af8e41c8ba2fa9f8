/**
 * The dictionary for the shell's own texts (toasts, banner, modal). Subscribing loads the active
 * locale's dictionary, so only pages that show one of these pay for it.
 */
import { useStore } from '@nanostores/react';
import { $messages, translate } from '../../stores/messages.ts';

export function useShellT() {
  const messages = useStore($messages);
  return messages ? translate(messages.dict) : undefined;
}
