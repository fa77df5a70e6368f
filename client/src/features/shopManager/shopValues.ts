// The certification form's values and what is sent of them: apart from the
// form (ShopForm.tsx), which the account page loads only when it shows it.
import { shopText as t } from './strings';

/** The form's values: `ApplyShopInput`, the photos as file ids with their URLs (for the previews). */
export interface ShopValues {
  shopName: string;
  address: string;
  ownerName: string;
  licenceNo: string;
  licenceValidUntil: string;
  frontPhoto: { fid: string; url: string } | null;
  licencePhoto: { fid: string; url: string } | null;
}

export const emptyShop: ShopValues = {
  shopName: '',
  address: '',
  ownerName: '',
  licenceNo: '',
  licenceValidUntil: '',
  frontPhoto: null,
  licencePhoto: null,
};

/** What `applyShop` and `updateShopApplication` take. */
export function shopInput(v: ShopValues) {
  return {
    shopName: v.shopName.trim(),
    address: v.address.trim(),
    ownerName: v.ownerName.trim(),
    licenceNo: v.licenceNo.trim(),
    licenceValidUntil: v.licenceValidUntil,
    frontPhoto: v.frontPhoto?.fid ?? '',
    licencePhoto: v.licencePhoto?.fid ?? '',
  };
}

/** The first thing missing, in the form's order; null when complete. */
export function missingField(v: ShopValues): string | null {
  const text: [keyof ShopValues, string][] = [
    ['shopName', t.shopName],
    ['address', t.address],
    ['ownerName', t.ownerName],
    ['licenceNo', t.licenceNo],
  ];
  for (const [key, label] of text) if (!String(v[key] ?? '').trim()) return t.required(label);
  if (!v.licenceValidUntil) return t.required(t.licenceValidUntil);
  if (!v.frontPhoto) return t.photoRequired(t.frontPhoto);
  if (!v.licencePhoto) return t.photoRequired(t.licencePhoto);
  return null;
}
