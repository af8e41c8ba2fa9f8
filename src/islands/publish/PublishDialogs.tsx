/**
 * The two modals of a publish (SPEC §4): not permitted (the account may not publish; support can
 * help) and quarantined (saved, listed once support has reviewed it).
 */
import { Modal } from './Modal.tsx';
import type { PublishState } from './usePublish.ts';
import { useT } from '../ui/useT.ts';

/** The modal the publish state asks for, if any. */
export function PublishDialogs({ state }: { state: Pick<PublishState, 'dialog' | 'closeDialog'> }) {
  const t = useT('onboarding');
  if (state.dialog === 'notPermitted')
    return (
      <Modal title={t('publish.notPermitted.title')} closeLabel={t('publish.close')} onClose={state.closeDialog}>
        <p>{t('publish.notPermitted.body')}</p>
      </Modal>
    );
  if (state.dialog === 'quarantined')
    return (
      <Modal title={t('publish.quarantined.title')} closeLabel={t('publish.continue')} onClose={state.closeDialog}>
        <p>{t('publish.quarantined.body')}</p>
      </Modal>
    );
  return null;
}

export default PublishDialogs;
