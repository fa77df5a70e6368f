// A shop item's pictures as a form control: up to 9 uploaded with the
// staff session (the first is the cover), removed with ×. Its value is
// the file ids, in order, as the item input takes them.
import { useRef, useState } from 'react';
import { App, Upload } from 'antd';
import type { UploadFile } from 'antd';
import { postImage } from '../../lib/postImage';
import { currentSession } from '../session';
import { contentText } from './strings';

const t = contentText.items.images;
const MAX = 9;

const asFile = (fid: string): UploadFile => ({ uid: fid, name: fid, status: 'done', url: `/api/Files/${fid}` });

export function ItemImages({ value = [], onChange }: { value?: string[]; onChange?: (fids: string[]) => void }) {
  const { message } = App.useApp();
  const [uploading, setUploading] = useState(0);
  // The ids as they are now, for an upload that ends after others changed them.
  const latest = useRef(value);
  latest.current = value;
  return (
    <Upload
      listType="picture-card"
      accept="image/*"
      fileList={value.map(asFile)}
      onRemove={(f) => onChange?.(latest.current.filter((fid) => fid !== f.uid))}
      beforeUpload={() => value.length + uploading < MAX}
      customRequest={async ({ file }) => {
        setUploading((n) => n + 1);
        const r = await postImage(file as File, currentSession()?.token ?? null);
        setUploading((n) => n - 1);
        if ('error' in r) message.error(r.error ?? t.failed);
        else onChange?.([...latest.current, r.fid].slice(0, MAX));
      }}
      data-testid="item-images"
    >
      {value.length + uploading < MAX && (uploading ? t.uploading : t.add)}
    </Upload>
  );
}
