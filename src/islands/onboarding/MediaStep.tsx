/**
 * /onboarding/media/: step 4, photos (the photo manager saves each change itself). Next needs at
 * least two photos (SPEC §5: publish refuses fewer too).
 */
import { useState, type SubmitEvent } from 'react';
import type { OwnPhoto } from '../../lib/api/photos.ts';
import { showError } from '../../stores/toasts.ts';
import { useApp } from '../app/context.ts';
import { go } from '../auth/navigation.ts';
import { useOnboardingState } from '../profile-forms/data.ts';
import PhotoManager from '../photos/PhotoManager.tsx';
import { useT } from '../ui/useT.ts';
import { MIN_PUBLISH_PHOTOS } from './media.ts';
import { OnboardingFrame } from './OnboardingFrame.tsx';
import { recordStep } from './save.ts';
import { StepActions } from './StepActions.tsx';

export default function MediaStep() {
  const t = useT('onboarding');
  const { href } = useApp();
  const state = useOnboardingState();
  const [photos, setPhotos] = useState<OwnPhoto[]>(state.photos);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const next = async (e: SubmitEvent) => {
    e.preventDefault();
    if (busy) return;
    if (photos.length < MIN_PUBLISH_PHOTOS) {
      setError(t('onboarding.media.min', { count: MIN_PUBLISH_PHOTOS }));
      document.getElementById('media-error')?.focus();
      return;
    }
    setBusy(true);
    // The photos saved themselves as they changed; only the progress is left to record.
    const res = await recordStep(state.step, 'services');
    setBusy(false);
    if (res?.errors !== undefined) return showError();
    go(href('onboardingServices'));
  };

  return (
    <OnboardingFrame step="media" saved={state.step}>
      <form noValidate onSubmit={(e) => void next(e)} className="space-y-4">
        <h2 className="text-lg font-bold">{t('onboarding.media.title')}</h2>
        <p className="text-sm text-ink-muted">{t('onboarding.media.hint', { count: MIN_PUBLISH_PHOTOS })}</p>
        <PhotoManager
          photos={photos}
          onChange={(list) => {
            setPhotos(list);
            if (list.length >= MIN_PUBLISH_PHOTOS) setError(undefined);
          }}
        />
        <p className="text-sm" aria-live="polite">
          {t('onboarding.media.count', { count: photos.length })}
        </p>
        {error && (
          <p id="media-error" tabIndex={-1} role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        )}
        <StepActions step="media" busy={busy} />
      </form>
    </OnboardingFrame>
  );
}
