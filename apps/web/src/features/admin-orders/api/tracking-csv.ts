import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TrackingImportResult } from '@dropport/contracts';
import { downloadFile } from '../../../lib/download-file';
import { postJson } from '../../../lib/http';
import { afterMove } from './admin-order-keys';

export const TRACKING_TEMPLATE_URL = '/api/admin/orders/tracking-template.csv';

/** Downloads the tracking CSV template with the session's credential. */
export const downloadTrackingTemplate = () =>
  downloadFile(TRACKING_TEMPLATE_URL, 'dropport-tracking-template.csv', { silent: true });

/** Sends a tracking CSV as text; every row ships its order, or (400 TRACKING_CSV_INVALID) none does. */
export const uploadTracking = (csv: string) =>
  postJson<TrackingImportResult>('/api/admin/orders/tracking', csv, {
    headers: { 'Content-Type': 'text/csv' },
    silent: true,
  });

export function useUploadTracking() {
  const qc = useQueryClient();
  return useMutation({
    // The browser reads the file; the server takes the text (no multipart).
    mutationFn: async (file: File) => uploadTracking(await file.text()),
    onSuccess: () => afterMove(qc),
  });
}
