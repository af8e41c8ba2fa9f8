/**
 * What the create page asks the API for: the rendering models, and the attributes of a model's
 * steps (loaded when a step is shown; the final step needs them all for its summary). Both come in
 * the page's language, so a switch of language loads them again.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { AiRenderingModel, AiStep } from '../../lib/api/ai.ts';
import { getAiStep, getRenderingModels } from '../../lib/api/client/ai.ts';
import type { Locale } from '../../../regions/constants.ts';

/** The rendering models, a failure flag and a retry. */
export function useModels(locale: Locale) {
  const [models, setModels] = useState<AiRenderingModel[]>();
  const [failed, setFailed] = useState(false);
  const [round, setRound] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setFailed(false);
    void getRenderingModels({ signal: controller.signal }).then((res) => {
      if (res.data) setModels(res.data.results);
      else if (res.message !== 'aborted') setFailed(true);
    });
    return () => controller.abort();
  }, [locale, round]);
  const retry = useCallback(() => setRound((r) => r + 1), []);
  return { models, failed, retry };
}

/** The loaded steps of `model` by step id; the `wanted` ones that are missing are loaded. */
export function useSteps(model: AiRenderingModel | undefined, wanted: readonly string[], locale: Locale) {
  // Every step loaded on this page, by locale, model and step: a language switch or another model
  // keeps what was loaded before.
  const [cache, setCache] = useState<ReadonlyMap<string, AiStep>>(new Map());
  const [failed, setFailed] = useState(false);
  const [round, setRound] = useState(0);
  const asked = useRef(new Set<string>());
  const prefix = model ? `${locale}:${model.id}:` : '';
  const steps = useMemo(() => {
    const own = new Map<string, AiStep>();
    for (const s of model?.steps ?? []) {
      const step = cache.get(prefix + s.id);
      if (step) own.set(s.id, step);
    }
    return own;
  }, [cache, model, prefix]);
  const missing = wanted.filter((id) => !steps.has(id));
  const missingKey = missing.join(',');

  useEffect(() => {
    if (!model) return;
    const ids = missing.filter((id) => !asked.current.has(prefix + id));
    for (const id of ids) {
      asked.current.add(prefix + id);
      void getAiStep(model.id, id).then((res) => {
        asked.current.delete(prefix + id);
        if (!res.data) return setFailed(true);
        const step = res.data.results;
        setCache((prev) => new Map(prev).set(prefix + id, step));
      });
    }
    // `missingKey` stands for the list; `round` asks again after a failure.
  }, [prefix, missingKey, round]);

  const retry = useCallback(() => {
    setFailed(false);
    setRound((r) => r + 1);
  }, []);
  return { steps, complete: missing.length === 0, failed, retry };
}
