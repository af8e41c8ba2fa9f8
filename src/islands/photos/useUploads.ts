/**
 * The upload queue of the photo manager: one request per file, one after another (two cores and a
 * phone's uplink gain nothing from parallel uploads), each with its own progress, and the union of
 * what the server removed from the files for the metadata notice.
 */
import { useCallback, useRef, useState } from 'react';
import { uploadPhotos } from '../../lib/api/client/photos.ts';
import type { ApiFailure } from '../../lib/api/http.ts';
import type { OwnPhoto, RemovedMetadata } from '../../lib/api/photos.ts';
import { percent } from './logic.ts';

/** One file in the queue. */
export interface UploadItem {
  key: number;
  name: string;
  /** 0..100. */
  progress: number;
  state: 'waiting' | 'uploading' | 'done' | 'failed';
  /** Why it failed, ready to show. */
  error?: string;
}

/** The queue, the removed metadata of this session's uploads, and `add` to queue files. */
export function useUploads(onPhotos: (photos: OwnPhoto[]) => void, failureText: (failure: ApiFailure) => string) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const [removed, setRemoved] = useState<RemovedMetadata[]>([]);
  const nextKey = useRef(1);
  const chain = useRef<Promise<void>>(Promise.resolve());
  // The latest callbacks, so a long queue reports to the component as it is now.
  const latest = useRef({ onPhotos, failureText });
  latest.current = { onPhotos, failureText };

  const patch = (key: number, change: Partial<UploadItem>) =>
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const upload = async (key: number, file: File) => {
    patch(key, { state: 'uploading' });
    const res = await uploadPhotos([file], { onProgress: (sent, total) => patch(key, { progress: percent(sent, total) }) });
    if (res.data) {
      const data = res.data;
      patch(key, { state: 'done', progress: 100 });
      setRemoved((old) => [...new Set([...old, ...data.removed])]);
      latest.current.onPhotos(data.results);
    } else {
      patch(key, { state: 'failed', error: latest.current.failureText(res) });
    }
  };

  const add = useCallback((files: readonly File[]) => {
    const queued = files.map((file) => ({ key: nextKey.current++, file }));
    setItems((list) => [
      ...list.filter((item) => item.state !== 'done'),
      ...queued.map(({ key, file }) => ({ key, name: file.name, progress: 0, state: 'waiting' as const })),
    ]);
    for (const { key, file } of queued) chain.current = chain.current.then(() => upload(key, file));
    // `upload` reads only refs and state setters, so the callback never changes.
  }, []);

  const busy = items.some((item) => item.state === 'waiting' || item.state === 'uploading');
  return { items, removed, busy, add };
}
