// The certification form (店铺认证): the shop's name, address and owner, the
// sales licence's (代销证) number and last valid day, and the two photos
// (the shop front, the licence), uploaded through /api/Files/upload as the
// community's post form does; the photos go to the server as the file ids
// the upload answered. Used to apply, to edit an open application, to apply
// again after a rejection and, as a shop manager, to renew the details.
import { useMemo, useState } from 'react';
import { uploadImage } from '../../lib/upload';
import { Button, Input, List, TextArea, toast } from '../../ui';
import { ImageUploader, type ImageUploadItem } from '../../ui/ImageUploader';
import { missingField, type ShopValues } from './shopValues';
import { shopText as t } from './strings';

const asItems = (p: ShopValues['frontPhoto']): ImageUploadItem[] => (p ? [{ key: p.fid, url: p.url, extra: p.fid }] : []);

/** One photo: a single-picture uploader. */
function Photo({
  label,
  testId,
  value,
  onChange,
  onUploading,
}: {
  label: string;
  testId: string;
  value: ShopValues['frontPhoto'];
  onChange: (v: ShopValues['frontPhoto']) => void;
  onUploading: (n: number) => void;
}) {
  // The same list while the photo is the same: the uploader resets its
  // tasks whenever its value changes, and a new list each render would
  // make that an endless loop.
  const items = useMemo(() => asItems(value), [value]);
  return (
    <div className="shop-photo" data-testid={testId}>
      <span className="shop-photo-label">{label}</span>
      <ImageUploader
        value={items}
        onChange={(items) => {
          const it = items[0];
          onChange(it ? { fid: String(it.extra), url: it.url } : null);
        }}
        accept="image/*"
        maxCount={1}
        showFailed={false}
        onUploadQueueChange={(tasks) => onUploading(tasks.filter((x) => x.status === 'pending').length)}
        upload={async (file) => {
          const up = await uploadImage(file, t.uploadFailed);
          if (!up) throw new Error(t.uploadFailed);
          return { key: up.fid, url: up.url, extra: up.fid };
        }}
      />
    </div>
  );
}

export default function ShopForm({
  initial,
  submitText,
  submitting,
  onSubmit,
  onCancel,
}: {
  initial: ShopValues;
  submitText: string;
  submitting: boolean;
  /** Sends the values; the problem to show under the form, or null when done. */
  onSubmit: (v: ShopValues) => Promise<string | null>;
  onCancel?: () => void;
}) {
  const [v, setV] = useState(initial);
  const [uploading, setUploading] = useState({ front: 0, licence: 0 });
  const [problem, setProblem] = useState<string | null>(null);
  const set = <K extends keyof ShopValues>(key: K) => (value: ShopValues[K]) => setV((old) => ({ ...old, [key]: value }));

  const submit = async () => {
    if (uploading.front + uploading.licence > 0) return toast(t.uploading, 0);
    const missing = missingField(v);
    setProblem(missing);
    if (missing) return;
    setProblem(await onSubmit(v));
  };

  return (
    <div className="shop-form" data-testid="shop-form">
      <List mode="card">
        <List.Item title={t.shopName}>
          <Input data-testid="shop-name" value={v.shopName} onChange={set('shopName')} placeholder={t.shopNamePlaceholder} maxLength={40} clearable />
        </List.Item>
        <List.Item title={t.address}>
          <TextArea data-testid="shop-address" value={v.address} onChange={set('address')} placeholder={t.addressPlaceholder} maxLength={200} autoSize={{ minRows: 1, maxRows: 4 }} />
        </List.Item>
        <List.Item title={t.ownerName}>
          <Input data-testid="shop-owner" value={v.ownerName} onChange={set('ownerName')} placeholder={t.ownerNamePlaceholder} maxLength={20} clearable />
        </List.Item>
        <List.Item title={t.licenceNo}>
          <Input data-testid="shop-licence-no" value={v.licenceNo} onChange={set('licenceNo')} placeholder={t.licenceNoPlaceholder} maxLength={40} clearable />
        </List.Item>
        <List.Item title={t.licenceValidUntil}>
          {/* The device's own date picker (a calendar on phones); the
              server refuses a day already past, and the form says so. */}
          <Input data-testid="shop-licence-date" type="date" value={v.licenceValidUntil} onChange={set('licenceValidUntil')} placeholder={t.pickDate} />
        </List.Item>
      </List>
      <section className="shop-photos">
        <p className="shop-muted">{t.photoHint}</p>
        <div className="shop-photo-row">
          <Photo
            label={t.frontPhoto}
            testId="shop-front-photo"
            value={v.frontPhoto}
            onChange={set('frontPhoto')}
            onUploading={(n) => setUploading((u) => ({ ...u, front: n }))}
          />
          <Photo
            label={t.licencePhoto}
            testId="shop-licence-photo"
            value={v.licencePhoto}
            onChange={set('licencePhoto')}
            onUploading={(n) => setUploading((u) => ({ ...u, licence: n }))}
          />
        </div>
      </section>
      {problem && (
        <p className="shop-error" role="alert" data-testid="shop-form-error">
          {problem}
        </p>
      )}
      <div className="shop-actions">
        <Button block color="primary" size="large" loading={submitting} onClick={() => void submit()} data-testid="shop-submit">
          {submitText}
        </Button>
        {onCancel && (
          <Button block fill="none" onClick={onCancel}>
            {t.cancel}
          </Button>
        )}
      </div>
    </div>
  );
}
