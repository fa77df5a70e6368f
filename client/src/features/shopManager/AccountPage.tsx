// pages/my/shop-account/index (店铺认证 and the shop's account): a member
// applies to be certified with the shop's details and two photos; their
// application shows its state (审核中 / 已通过 / 已驳回 with the reason,
// 已撤回), can be edited or withdrawn while staff have not decided, and
// after a rejection the member applies again from what they sent. A
// certified shop manager sees the shop's account (and renews the details,
// e.g. a new licence, through the same form and review).
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { graphql } from '../../gql';
import { paths } from '../../lib/paths';
import { Button, Card, FileImage, LoadingState, NoticeBar, QueryState, Tag, toast } from '../../ui';
import { Confirm } from './common';
import { applicationStatus, beijingDay, beijingTime, shopErrorText, showShopErrors } from './format';
import { emptyShop, shopInput, type ShopValues } from './shopValues';
import { shopText as t } from './strings';
import './shopManager.css';

// The form only when shown: a certified shop's first load does without its
// inputs and the uploader.
const ShopForm = lazy(() => import('./ShopForm'));

const Account = graphql(`
  query ShopAccount {
    myShop {
      shopName
      address
      ownerName
      licenceNo
      licenceValidUntil
      licenceExpired
      certifiedAt
      familyCount
      frontPhoto {
        fid
        url
      }
      licencePhoto {
        fid
        url
      }
    }
    myShopApplication {
      id
      shopName
      address
      ownerName
      licenceNo
      licenceValidUntil
      frontPhoto {
        fid
        url
      }
      licencePhoto {
        fid
        url
      }
      state
      outcome
      reason
      createdAt
      flags {
        editable
        cancellable
      }
    }
  }
`);

const Apply = graphql(`
  mutation ShopApply($input: ApplyShopInput!) {
    applyShop(input: $input) {
      application {
        id
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

const Update = graphql(`
  mutation ShopApplicationUpdate($id: ID!, $shop: ApplyShopInput!) {
    updateShopApplication(input: { id: $id, shop: $shop }) {
      application {
        id
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

const Cancel = graphql(`
  mutation ShopApplicationCancel($id: ID!) {
    cancelShopApplication(input: { id: $id }) {
      application {
        id
        state
        outcome
        flags {
          editable
          cancellable
        }
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

type Details = Pick<ShopValues, 'shopName' | 'address' | 'ownerName' | 'licenceNo' | 'licenceValidUntil'> & {
  frontPhoto: { fid: string; url: string };
  licencePhoto: { fid: string; url: string };
};

/** What the form starts from: a shop's or an application's details. */
const valuesOf = (d: Details): ShopValues => ({
  shopName: d.shopName,
  address: d.address,
  ownerName: d.ownerName,
  licenceNo: d.licenceNo,
  licenceValidUntil: String(d.licenceValidUntil),
  frontPhoto: { fid: d.frontPhoto.fid, url: d.frontPhoto.url },
  licencePhoto: { fid: d.licencePhoto.fid, url: d.licencePhoto.url },
});

/** The details as rows, with the two photos. */
function DetailRows({ d, extra }: { d: Details; extra?: [string, ReactNode][] }) {
  const rows: [string, ReactNode][] = [
    [t.shopName, d.shopName],
    [t.address, d.address],
    [t.ownerName, d.ownerName],
    [t.licenceNo, d.licenceNo],
    [t.licenceValidUntil, String(d.licenceValidUntil)],
    ...(extra ?? []),
  ];
  return (
    <>
      <dl className="shop-details">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="shop-photo-row">
        {[
          [t.frontPhoto, d.frontPhoto.url],
          [t.licencePhoto, d.licencePhoto.url],
        ].map(([label, url]) => (
          <figure key={label} className="shop-figure">
            <FileImage src={url} sizes="45vw" alt={t.photoAlt(label)} loading="lazy" />
            <figcaption>{label}</figcaption>
          </figure>
        ))}
      </div>
    </>
  );
}

/** Which form is open: editing the open application, or a new one from `initial`. */
type Editing = { kind: 'edit'; id: string; initial: ShopValues } | { kind: 'apply'; initial: ShopValues; submitText: string } | null;

export function AccountPage() {
  const { data, loading, error, refetch } = useQuery(Account, { fetchPolicy: 'cache-and-network', context: { silent: true } });
  const [editing, setEditing] = useState<Editing>(null);
  const [confirming, setConfirming] = useState(false);
  const opts = { refetchQueries: ['ShopAccount'], awaitRefetchQueries: true };
  const [apply, applying] = useMutation(Apply, opts);
  const [update, updating] = useMutation(Update, opts);
  const [cancel] = useMutation(Cancel, opts);
  const shop = data?.myShop;
  const app = data?.myShopApplication;
  const status = app ? applicationStatus(app) : null;
  const open = status === 'PROCESSING';

  const sendApply = async (v: ShopValues) => {
    const r = (await apply({ variables: { input: shopInput(v) } }).catch(() => null))?.data?.applyShop;
    if (!r) return null; // the network layer said so already
    if (r.userErrors[0]) return shopErrorText(r.userErrors[0], t.applyNotEligible);
    toast(t.applied, 0);
    setEditing(null);
    return null;
  };
  const sendUpdate = (id: string) => async (v: ShopValues) => {
    const r = (await update({ variables: { id, shop: shopInput(v) } }).catch(() => null))?.data?.updateShopApplication;
    if (!r) return null;
    if (r.userErrors[0]) return shopErrorText(r.userErrors[0], t.applyNotEligible);
    toast(t.saved, 0);
    setEditing(null);
    return null;
  };

  // Nobody certified and nothing open: the form is the page (a rejection
  // shows its reason first and the form on 重新申请).
  const formByDefault = !shop && !open && status !== 'REJECTED';
  const form =
    editing ??
    (formByDefault && data ? ({ kind: 'apply', initial: app && status === 'CANCELLED' ? valuesOf(app) : emptyShop, submitText: t.submitApply } as const) : null);

  return (
    <div className="shop-page" data-testid="shop-account">
      <QueryState loading={loading && !data} error={data ? null : error} onRetry={() => void refetch().catch(() => undefined)}>
        {shop && !editing && (
          <Card className="shop-card" title={t.shopInfo} data-testid="shop-info">
            {shop.licenceExpired && <NoticeBar content={t.expiredNote} color="alert" wrap />}
            <DetailRows
              d={shop}
              extra={[
                [t.certifiedAt, beijingDay(shop.certifiedAt)],
                [t.familyCount, t.people(shop.familyCount)],
              ]}
            />
            <Link className="shop-cta" to={paths.shopToolbox} data-testid="to-toolbox">
              {t.toToolbox}
            </Link>
            {!open && (
              <Button block fill="outline" onClick={() => setEditing({ kind: 'apply', initial: valuesOf(shop), submitText: t.submitRenew })}>
                {t.renew}
              </Button>
            )}
          </Card>
        )}
        {app && status && !editing && (!shop || open) && (
          <Card className="shop-card" title={shop ? t.renewPending : t.myApplication} data-testid="shop-application" data-status={status}>
            <p className="shop-state-line">
              <Tag className={`shop-state ${status.toLowerCase()}`} fill="outline">
                {t.state[status]}
              </Tag>
              <span className="shop-muted">{t.appliedAt(beijingTime(app.createdAt))}</span>
            </p>
            {open && <p className="shop-muted">{t.processingNote}</p>}
            {status === 'REJECTED' && app.reason && (
              <p className="shop-reason" data-testid="reject-reason">
                {t.rejectedNote(app.reason)}
              </p>
            )}
            {status === 'CANCELLED' && <p className="shop-muted">{t.cancelledNote}</p>}
            {status !== 'CANCELLED' && <DetailRows d={app} />}
            <div className="shop-actions">
              {app.flags.editable && (
                <Button block color="primary" onClick={() => setEditing({ kind: 'edit', id: app.id, initial: valuesOf(app) })} data-testid="edit-application">
                  {t.edit}
                </Button>
              )}
              {app.flags.cancellable && (
                <Button block fill="outline" onClick={() => setConfirming(true)} data-testid="withdraw-application">
                  {t.withdraw}
                </Button>
              )}
              {status === 'REJECTED' && (
                <Button
                  block
                  color="primary"
                  onClick={() => setEditing({ kind: 'apply', initial: valuesOf(app), submitText: t.submitApply })}
                  data-testid="reapply"
                >
                  {t.reapply}
                </Button>
              )}
            </div>
            <Confirm
              visible={confirming}
              content={t.withdrawConfirm}
              action={t.withdraw}
              onClose={() => setConfirming(false)}
              onConfirm={async () => {
                const r = (await cancel({ variables: { id: app.id } }).catch(() => null))?.data?.cancelShopApplication;
                if (r && !showShopErrors(r.userErrors, t.applyNotEligible)) toast(t.withdrawn, 0);
              }}
            />
          </Card>
        )}
        {form && (
          <section className="shop-apply">
            {!shop && !editing && <p className="shop-intro">{t.intro}</p>}
            {/* A new key per form: the fields start from its own values. */}
            <Suspense fallback={<LoadingState />}>
              <ShopForm
                key={form.kind === 'edit' ? form.id : `${form.kind}-${form.submitText}`}
                initial={form.initial}
                submitText={form.kind === 'edit' ? t.submitEdit : form.submitText}
                submitting={form.kind === 'edit' ? updating.loading : applying.loading}
                onSubmit={form.kind === 'edit' ? sendUpdate(form.id) : sendApply}
                onCancel={editing ? () => setEditing(null) : undefined}
              />
            </Suspense>
          </section>
        )}
      </QueryState>
    </div>
  );
}
