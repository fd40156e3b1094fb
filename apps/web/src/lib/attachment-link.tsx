import { PaperClipOutlined } from '@ant-design/icons';
import { Flex, Typography } from 'antd';
import { formatFileSize } from '@dropport/contracts';
import { downloadFile } from '@/lib/download-file';
import { useLocale } from '@/lib/use-locale';

/** An attached file as a link, fetched with the session's credential and saved under its name, with its size. */
export function AttachmentLink({ file }: { file: { name: string; url: string; size: number } }) {
  const locale = useLocale();
  return (
    <Flex gap={6} align="center" role="listitem" style={{ minWidth: 0 }}>
      <PaperClipOutlined aria-hidden />
      <Typography.Link
        href={file.url}
        download={file.name}
        onClick={(e) => {
          e.preventDefault();
          void downloadFile(file.url, file.name);
        }}
        style={{ overflowWrap: 'anywhere' }}
      >
        {file.name}
      </Typography.Link>
      <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
        {formatFileSize(file.size, locale)}
      </Typography.Text>
    </Flex>
  );
}
