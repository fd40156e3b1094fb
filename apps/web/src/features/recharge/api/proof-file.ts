import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { get } from '@/lib/http';
import { rechargeKeys } from './recharge-keys';

export interface ProofFile {
  /** An object URL of the downloaded file, valid in this page only. */
  url: string;
  mime: string;
}

/**
 * A transfer proof is a private upload: the server sends it only with the reader's credential, which a plain link
 * cannot carry. It is downloaded through the http client and shown from an object URL.
 */
export async function fetchProof(url: string): Promise<ProofFile> {
  const blob = await get<Blob>(url, { responseType: 'blob', silent: true });
  return { url: URL.createObjectURL(blob), mime: blob.type };
}

export function useProofFile(url: string | null) {
  const query = useQuery({
    queryKey: rechargeKeys.proof(url ?? ''),
    queryFn: () => fetchProof(url ?? ''),
    enabled: !!url,
    // An object URL lives as long as the query keeps it; it is released when the query is dropped.
    gcTime: 0,
    staleTime: Infinity,
  });
  const objectUrl = query.data?.url;
  useEffect(
    () => () => {
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    },
    [objectUrl],
  );
  return query;
}
