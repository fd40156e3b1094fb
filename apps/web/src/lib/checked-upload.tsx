import { UploadOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import type { Upload as StoredUpload, UploadPurpose } from '@dropport/contracts';
import { Button, Flex, Typography, Upload } from 'antd';
import { useState } from 'react';
import { errorText } from './form-error';
import { uploadFile } from './upload-file';

interface Props {
  purpose: UploadPurpose;
  /** MIME types the server takes for this purpose, and its size limit: checked here first to spare a refused upload. */
  types: readonly string[];
  maxBytes: number;
  /** Translated texts: the button, the hint under it, and the two refusals made in the browser. */
  label: string;
  hint: string;
  wrongType: string;
  tooLarge: string;
  onUploaded: (stored: StoredUpload) => void;
}

/** An upload button that checks type and size in the browser, sends the file, and shows any refusal under itself. */
export function CheckedUpload({ purpose, types, maxBytes, label, hint, wrongType, tooLarge, onUploaded }: Props) {
  const upload = useMutation({ mutationFn: (file: File) => uploadFile(purpose, file) });
  const [problem, setProblem] = useState<string | null>(null);

  const check = (file: File): boolean => {
    const found = !types.includes(file.type) ? wrongType : file.size > maxBytes ? tooLarge : null;
    setProblem(found);
    return found === null;
  };

  const send = async (file: File) => {
    try {
      onUploaded(await upload.mutateAsync(file));
    } catch (error) {
      setProblem(errorText(error));
    }
  };

  return (
    <Flex vertical gap={4}>
      <Upload
        accept={types.join(',')}
        showUploadList={false}
        beforeUpload={(file) => {
          if (check(file)) void send(file);
          // The upload goes through the http client above, never antd's own request.
          return false;
        }}
      >
        <Button icon={<UploadOutlined aria-hidden />} loading={upload.isPending}>
          {label}
        </Button>
      </Upload>
      <Typography.Text type={problem ? 'danger' : 'secondary'} role={problem ? 'alert' : undefined}>
        {problem ?? hint}
      </Typography.Text>
    </Flex>
  );
}
