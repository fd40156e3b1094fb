import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { queryClient } from '@/lib/query-client';
import { PageSpinner } from './page-spinner';

/** `/redirect/:path` re-enters a page afresh (a tab's reload): the page remounts and its data is fetched again. */
export default function RedirectPage() {
  const { path = '' } = useParams();
  const navigate = useNavigate();
  useEffect(() => {
    const target = path.startsWith('/') && !path.startsWith('//') ? path : '/dashboard/workplace';
    void queryClient.invalidateQueries();
    void navigate(target, { replace: true });
  }, [path, navigate]);
  return <PageSpinner />;
}
