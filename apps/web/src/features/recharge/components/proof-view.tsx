import { FilePdfOutlined } from '@ant-design/icons';
import { Button, Image, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '@/lib/load-state';
import { useProofFile } from '../api/proof-file';

/** The seller's proof of transfer: a picture is shown (and enlarges), a PDF opens in a new tab. */
export function ProofView({ url }: { url: string }) {
  const { t } = useTranslation();
  const proof = useProofFile(url);
  if (proof.isPending) return <Skeleton.Image active />;
  if (proof.isError) return <LoadFailed error={proof.error} onRetry={() => void proof.refetch()} />;
  if (proof.data.mime.startsWith('image/'))
    return (
      <Image
        src={proof.data.url}
        alt={t('recharge.admin.drawer.proof')}
        width={240}
        style={{ maxHeight: 320, objectFit: 'contain', borderRadius: 6 }}
      />
    );
  return (
    <Button icon={<FilePdfOutlined aria-hidden />} href={proof.data.url} target="_blank" rel="noopener noreferrer">
      {t('recharge.admin.drawer.openProof')}
    </Button>
  );
}
