/** The escort's reply to one review (POST /users/reviews/{id}/replies); shown until the escort has replied. */
import { replyToReview } from '../../lib/api/client/reviews.ts';
import type { Review } from '../../lib/api/reviews.ts';
import { REVIEW_REPLY_MAX } from '../../lib/api/limits.ts';
import { showSuccess } from '../../stores/toasts.ts';
import { secondaryButton } from '../ui/classes.ts';
import { FormAlert, SubmitButton, TextareaField } from '../ui/fields.tsx';
import { useApiForm } from '../ui/useApiForm.ts';
import { useT } from '../ui/useT.ts';

/** The form. */
export default function ReplyForm({ review, onReplied }: { review: Review; onReplied: (review: Review) => void }) {
  const t = useT('editor');
  const form = useApiForm({
    initial: { body: '' },
    validate: (v): Record<string, string> => {
      if (v.body.trim().length < 2) return { body: t('editor.reviews.replyEmpty') };
      return v.body.length > REVIEW_REPLY_MAX ? { body: t('editor.reviews.replyTooLong') } : {};
    },
    submit: (v) => replyToReview(review.id, { body: v.body.trim() }),
    onSuccess: ({ results }) => {
      showSuccess();
      onReplied({ ...review, replies: [...review.replies, results] });
    },
  });
  return (
    <form ref={form.formRef} noValidate onSubmit={form.onSubmit} className="mt-3 space-y-2">
      <FormAlert message={form.errors._} />
      <TextareaField
        label={t('editor.reviews.replyLabel', { name: review.author.name })}
        hint={t('editor.reviews.replyHint')}
        rows={3}
        maxLength={REVIEW_REPLY_MAX}
        {...form.text('body')}
      />
      <SubmitButton busy={form.submitting} className={secondaryButton}>
        {t('editor.reviews.reply')}
      </SubmitButton>
    </form>
  );
}
