import { Card } from 'antd';
import { Page } from '@/lib/page';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ImportHistory } from '../components/import-history';
import { ImportResult } from '../components/import-result';
import { ImportUpload } from '../components/import-upload';

/** Admin → Product imports: upload a CSV, follow its check and import, read its problems; the latest imports below. */
export default function AdminImportsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  // The import followed lives in the address (`?id=`), so a reload keeps following it.
  const id = params.get('id');
  const open = (next: string) => setParams({ id: next }, { replace: true });

  return (
    <Page frame="cards" title={t('menu.adminImports')} head={<ImportUpload onStarted={(started) => open(started.id)} />}>
      {id ? (
        <Card title={t('adminCatalogue.imports.current')}>
          <ImportResult key={id} id={id} />
        </Card>
      ) : null}
      <Card title={t('adminCatalogue.imports.history')}>
        <ImportHistory onOpen={open} />
      </Card>
    </Page>
  );
}
