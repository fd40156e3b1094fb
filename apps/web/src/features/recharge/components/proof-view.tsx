import { FilePdfOutlined } from '@ant-design/icons';
import { Button, Image, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadState } from '@/lib/load-state';
import { useProofFile } from '../api/proof-file';

/** The seller's proof of transfer: a picture is shown (and enlarges), a PDF opens in a new tab. */
export function ProofView({ url }: { url: string }) {
  const { t } = useTranslation();
  const proof = useProofFile(url);
  return (
    <LoadState queries={[proof]} skeleton={<Skeleton.Image active />}>
      {(file) =>
        file.mime.startsWith('image/') ? (
          <Image
            src={file.url}
            alt={t('recharge.admin.drawer.proof')}
            width={240}
            style={{ maxHeight: 320, objectFit: 'contain', borderRadius: 6 }}
          />
        ) : (
          <Button icon={<FilePdfOutlined aria-hidden />} href={file.url} target="_blank" rel="noopener noreferrer">
            {t('recharge.admin.drawer.openProof')}
          </Button>
        )
      }
    </LoadState>
  );
}
