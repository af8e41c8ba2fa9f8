/**
 * /ai-girlfriend/create/ (SPEC §2, public): create an AI girlfriend step by step. Step 0 picks the
 * rendering model, then one screen per step of the model with its attributes, then the name, an
 * optional wish and the summary with "change" buttons. The choices live in localStorage
 * (`createAiGirlfriendData`, storage.ts), so a reload or a login loses nothing. "Create" asks a
 * visitor to log in first (the login modal; the login page returns here) and creates right after;
 * a refused creation opens the step with the problem and shows it at its field.
 */
import { useStore } from '../ui/useStore.ts';
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { AI_NAME_MAX, AI_WISH_MAX, type AiChoices, type CreateAiGirlfriendData } from '../../lib/api/ai.ts';
import { createGirlfriend } from '../../lib/api/client/ai.ts';
import { openAuthModal } from '../auth/auth-modal.ts';
import { useApp } from '../app/context.ts';
import { $user, hasSessionHint, loadSession } from '../../stores/session.ts';
import { showError } from '../../stores/toasts.ts';
import { primaryButton, secondaryButton } from '../ui/classes.ts';
import { FormAlert } from '../ui/fields.tsx';
import { useT } from '../ui/useT.ts';
import { AttributeField } from './AttributeField.tsx';
import { darkLink, panel } from './classes.ts';
import { createFailure, problemText } from './errors.ts';
import { FinalStep } from './FinalStep.tsx';
import { LoadFailed } from './LoadFailed.tsx';
import { LoginNotice } from './LoginNotice.tsx';
import { ModelChoice } from './ModelChoice.tsx';
import {
  checkStep,
  clampPosition,
  finalPosition,
  keepKnown,
  nextPosition,
  positionOfField,
  previousPosition,
  stepAt,
  stepCount,
  withDefaults,
} from './steps.ts';
import { StepHeader } from './StepHeader.tsx';
import { useModels, useSteps } from './useCatalog.ts';
import { useStoredChoices } from './useStoredChoices.ts';

/** Where focus goes after the step changed: its heading, or the first control with an error. */
type FocusTarget = 'heading' | 'invalid' | undefined;

/** The page. */
export default function CreatePage() {
  const t = useT('ai');
  const { locale, href } = useApp();
  const user = useStore($user);
  const catalog = useModels(locale);

  const { data, setData, finish } = useStoredChoices();
  // Public page: ask for the session only when a cookie says there is one.
  useEffect(() => {
    if (hasSessionHint()) void loadSession();
  }, []);

  const model = catalog.models?.find((m) => m.id === data.model);
  const position = model ? clampPosition(model, data.step) : 0;
  const view = stepAt(model, position);
  const wanted = !model ? [] : view.kind === 'final' ? model.steps.map((s) => s.id) : view.kind === 'attributes' ? [view.stepId] : [];
  const catalogSteps = useSteps(model, wanted, locale);
  const step = view.kind === 'attributes' ? catalogSteps.steps.get(view.stepId) : undefined;
  // Number attributes show their default until changed; it is stored once the step is shown.
  const choices: AiChoices = step ? withDefaults(step.attributes, data.attributes) : data.attributes;
  useEffect(() => {
    if (choices !== data.attributes) setData((d) => ({ ...d, attributes: withDefaults(step?.attributes ?? [], d.attributes) }));
  }, [choices, data.attributes, step]);

  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [loginNeeded, setLoginNeeded] = useState(false);
  /** The summary a "change" came from: the step shows a way straight back. */
  const [fromSummary, setFromSummary] = useState(false);
  const [focus, setFocus] = useState<FocusTarget>();
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const stepReady = view.kind !== 'attributes' || step !== undefined;
  useEffect(() => {
    if (!focus || !stepReady) return;
    const invalid = focus === 'invalid' ? form.current?.querySelector<HTMLElement>('[aria-invalid="true"]') : null;
    (invalid ?? heading.current)?.focus();
    setFocus(undefined);
  }, [focus, stepReady, position]);

  const go = (to: number, target: FocusTarget = 'heading') => {
    setData((d) => ({ ...d, step: to }));
    setAlert(undefined);
    setFocus(target);
  };
  const change = (patch: Partial<CreateAiGirlfriendData>, field: string) => {
    setData((d) => ({ ...d, ...patch }));
    setErrors(({ [field]: _gone, ...rest }) => rest);
  };
  const setAttribute = (id: string, value: AiChoices[string] | undefined) => {
    setData((d) => {
      const { [id]: _old, ...rest } = d.attributes;
      return { ...d, attributes: value === undefined ? rest : { ...rest, [id]: value } };
    });
    setErrors(({ [`attributes.${id}`]: _gone, ...rest }) => rest);
  };

  /** The errors of the shown step (empty: it may be left forward). */
  const checkShown = (): Record<string, string> => {
    if (view.kind === 'model') return data.model && model ? {} : { model: t('ai.error.model') };
    if (view.kind === 'attributes')
      return step
        ? Object.fromEntries(Object.entries(checkStep(step.attributes, choices)).map(([id, p]) => [`attributes.${id}`, problemText(t, p)]))
        : { _: t('ai.step.loading') };
    const found: Record<string, string> = {};
    const name = data.name.trim();
    if (name.length < 2) found.name = t('ai.error.tooShort', { min: 2 });
    else if (name.length > AI_NAME_MAX) found.name = t('ai.error.tooLong', { max: AI_NAME_MAX });
    if (data.wish.trim().length > AI_WISH_MAX) found.wish = t('ai.error.tooLong', { max: AI_WISH_MAX });
    return found;
  };

  /** The first model step whose choices do not pass, with its errors (all loaded at the final step). */
  const firstInvalidStep = () => {
    if (!model) return undefined;
    for (const [i, s] of model.steps.entries()) {
      const loaded = catalogSteps.steps.get(s.id);
      const problems = loaded ? checkStep(loaded.attributes, data.attributes) : {};
      if (Object.keys(problems).length)
        return {
          position: i + 1,
          errors: Object.fromEntries(Object.entries(problems).map(([id, p]) => [`attributes.${id}`, problemText(t, p)])),
        };
    }
    return undefined;
  };

  const create = async () => {
    if (!model) return;
    const session = await loadSession();
    if (session.status !== 'authenticated') {
      setLoginNeeded(true);
      openAuthModal({ mode: 'login' });
      return;
    }
    setLoginNeeded(false);
    setBusy(true);
    setAlert(undefined);
    const res = await createGirlfriend({
      model: model.id,
      name: data.name.trim(),
      wish: data.wish.trim(),
      attributes: keepKnown(data.attributes, catalogSteps.steps.values()),
    });
    if (res.data) {
      finish();
      window.location.assign(`${href('aiResults')}?creation=${res.data.results.id}`);
      return;
    }
    setBusy(false);
    if (res.status === 401) {
      setLoginNeeded(true);
      openAuthModal({ mode: 'login' });
      return;
    }
    const failure = createFailure(t, res, (field) => positionOfField(model, catalogSteps.steps, field));
    if (failure.toast) showError();
    setErrors(failure.errors);
    setAlert(failure.alert);
    if (failure.position !== undefined) go(failure.position, 'invalid');
    else if (Object.keys(failure.errors).length) setFocus('invalid');
  };
  // Signed in through the modal after "Create": create now.
  const createRef = useRef(create);
  createRef.current = create;
  useEffect(() => {
    if (user && loginNeeded) void createRef.current();
  }, [user, loginNeeded]);

  const onSubmit = (e: SubmitEvent) => {
    e.preventDefault();
    if (busy || !catalog.models) return;
    const found = checkShown();
    if (Object.keys(found).length) {
      setErrors(found);
      setFocus('invalid');
      return;
    }
    if (view.kind !== 'final') return go(nextPosition(model, position));
    const invalid = firstInvalidStep();
    if (invalid) {
      setErrors(invalid.errors);
      return go(invalid.position, 'invalid');
    }
    void create();
  };

  const total = model ? stepCount(model) : undefined;
  // Before a model is chosen the bar counts the longest flow, so it starts near empty.
  const barTotal = total ?? Math.max(1, ...(catalog.models ?? []).map(stepCount));
  const title = view.kind === 'model' ? t('ai.model.heading') : view.kind === 'final' ? t('ai.final.heading') : view.title;

  let body;
  if (catalog.failed) body = <LoadFailed message={t('ai.create.loadFailed')} onRetry={catalog.retry} />;
  else if (!catalog.models)
    body = (
      <p role="status" className="text-ink-muted">
        {t('ai.create.loading')}
      </p>
    );
  else if (view.kind === 'model')
    body = (
      <ModelChoice
        models={catalog.models}
        value={data.model}
        labelledBy="ai-step-heading"
        error={errors.model}
        onChange={(id) => {
          // Another model asks other questions: its choices start afresh.
          if (id !== data.model) setData((d) => ({ ...d, model: id, attributes: {} }));
          setErrors({});
        }}
      />
    );
  else if (view.kind === 'attributes')
    body = step ? (
      <div className="space-y-8">
        {step.attributes.map((a) => (
          <AttributeField
            key={`${step.model}-${a.id}`}
            attribute={a}
            value={choices[a.id]}
            error={errors[`attributes.${a.id}`]}
            onChange={(v) => setAttribute(a.id, v)}
          />
        ))}
      </div>
    ) : catalogSteps.failed ? (
      <LoadFailed message={t('ai.step.loadFailed')} onRetry={catalogSteps.retry} />
    ) : (
      <p role="status" className="text-ink-muted">
        {t('ai.step.loading')}
      </p>
    );
  else if (model)
    body = (
      <FinalStep
        model={model}
        steps={catalogSteps.complete ? catalogSteps.steps : undefined}
        stepsFailed={catalogSteps.failed}
        onRetry={catalogSteps.retry}
        name={data.name}
        wish={data.wish}
        attributes={data.attributes}
        errors={errors}
        onName={(name) => change({ name }, 'name')}
        onWish={(wish) => change({ wish }, 'wish')}
        onChangeStep={(to) => {
          setFromSummary(true);
          go(to);
        }}
      />
    );

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <p className="max-w-2xl text-white/90">{t('ai.create.intro')}</p>
        {user && (
          <a href={href('aiResults')} className={darkLink}>
            {t('ai.create.myCreations')}
          </a>
        )}
      </div>
      <form ref={form} noValidate onSubmit={onSubmit} aria-labelledby="ai-step-heading" className={`${panel} space-y-6`}>
        <StepHeader ref={heading} current={position + 1} total={total} barTotal={barTotal} title={title} />
        {body}
        <FormAlert message={alert ?? errors._} />
        {loginNeeded && !user && <LoginNotice />}
        {catalog.models && (
          <div className="flex flex-col-reverse gap-3 border-t border-gray-200 pt-4 sm:flex-row sm:items-center sm:justify-between">
            {position > 0 ? (
              <button type="button" className={secondaryButton} onClick={() => go(previousPosition(model, position))}>
                {t('ai.step.back')}
              </button>
            ) : (
              <span />
            )}
            <div className="flex flex-col-reverse gap-3 sm:flex-row">
              {fromSummary && model && view.kind === 'attributes' && (
                <button
                  type="button"
                  className={secondaryButton}
                  onClick={() => {
                    const found = checkShown();
                    if (Object.keys(found).length) {
                      setErrors(found);
                      return setFocus('invalid');
                    }
                    go(finalPosition(model));
                  }}
                >
                  {t('ai.step.toSummary')}
                </button>
              )}
              <button type="submit" className={`${primaryButton} sm:w-auto`} disabled={busy} aria-busy={busy}>
                {view.kind === 'final' ? t('ai.create.submit') : t('ai.step.next')}
              </button>
            </div>
          </div>
        )}
      </form>
    </div>
  );
}
