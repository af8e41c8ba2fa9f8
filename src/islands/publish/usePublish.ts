/**
 * Publishing a profile from the last onboarding step or the account page (SPEC §4, §5): calls the
 * matching endpoint, turns a 422 into the list of what is missing (with links), a 403 into the
 * not-permitted modal, and a quarantined result into the quarantined modal. Render the state with
 * <PublishDialogs> and <PublishProblems>.
 */
import { useState } from 'react';
import { publishFromOnboarding } from '../../lib/api/client/onboarding.ts';
import { publishProfile } from '../../lib/api/client/own-profile.ts';
import type { PublishResult } from '../../lib/api/onboarding.ts';
import { showError } from '../../stores/toasts.ts';
import { publishProblems, type PublishProblem, type PublishSource } from './problems.ts';

/** The modal a publish opens. */
export type PublishDialog = 'notPermitted' | 'quarantined';

/** What a page needs to show a publish. */
export interface PublishState {
  source: PublishSource;
  busy: boolean;
  /** What the last refused publish named (empty otherwise). */
  problems: PublishProblem[];
  /** The open modal, if any. */
  dialog: PublishDialog | undefined;
  /** The last successful result. */
  result: PublishResult | undefined;
  /** Start a publish (ignored while one runs). */
  publish: () => Promise<void>;
  /** Close the open modal (a quarantined publish then counts as done). */
  closeDialog: () => void;
}

/** Options of the hook. */
export interface PublishOptions {
  /** Runs once the publish is through: at once, or when the quarantined modal is closed. */
  onDone?: (result: PublishResult) => void;
}

/** Publish the signed-in escort's profile. */
export function usePublish(source: PublishSource, options: PublishOptions = {}): PublishState {
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<PublishProblem[]>([]);
  const [dialog, setDialog] = useState<PublishDialog>();
  const [result, setResult] = useState<PublishResult>();

  const publish = async () => {
    if (busy) return;
    setBusy(true);
    setProblems([]);
    const res = await (source === 'onboarding' ? publishFromOnboarding() : publishProfile());
    setBusy(false);
    if (res.errors === undefined) {
      setResult(res.data.results);
      if (res.data.results.quarantined) return setDialog('quarantined');
      return options.onDone?.(res.data.results);
    }
    // Publish is for escorts only, so any 403 here is SPEC §4's notPermitted.
    if (res.status === 403) return setDialog('notPermitted');
    if (res.status === 422) {
      const listed = publishProblems(res.errors, source);
      return setProblems(listed.length ? listed : [{ field: 'other', message: res.message }]);
    }
    showError();
  };

  const closeDialog = () => {
    const wasQuarantined = dialog === 'quarantined';
    setDialog(undefined);
    if (wasQuarantined && result) options.onDone?.(result);
  };

  return { source, busy, problems, dialog, result, publish, closeDialog };
}
