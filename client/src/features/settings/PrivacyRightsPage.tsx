// pages/my/privacy-rights (个人信息与账号注销): the member's rights over
// their data (PIPL, docs/privacy.md). 下载我的数据: a copy of everything
// kept about them, built by a server job (polled while it is) and
// downloadable for 24 hours, once a day. 注销账号: what goes and what the
// law keeps, said before anything is asked; then an SMS code of purpose
// CANCEL, a confirmation, and the member is signed out here.
import { useEffect, useId, useState } from 'react';
import { CombinedGraphQLErrors } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { graphql } from '../../gql';
import { useSession } from '../../shell/session/SessionProvider';
import { clearSession } from '../../lib/storage';
import { paths } from '../../lib/paths';
import { showUserErrors, userErrorText, type UserErrorFields } from '../../lib/userErrors';
import { Button, Checkbox, Dialog, Input, List, QueryState, toast } from '../../ui';
import { settingsText as t } from './strings';
import './settings.css';

const MyDataExport = graphql(`
  query MyDataExport {
    myDataExport {
      id
      state
      requestedAt
      readyAt
      expiresAt
      bytes
      url
      nextRequestAt
    }
  }
`);

const RequestDataExport = graphql(`
  mutation RequestDataExport {
    requestDataExport {
      export {
        id
        state
        requestedAt
        readyAt
        expiresAt
        bytes
        url
        nextRequestAt
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

const SendCancelCode = graphql(`
  mutation SendCancelCode($input: SendVerificationCodeInput!) {
    sendVerificationCode(input: $input) {
      sent
      userErrors {
        code
        field
        message
      }
    }
  }
`);

const CancelAccount = graphql(`
  mutation CancelAccount($input: CancelAccountInput!) {
    cancelAccount(input: $input) {
      done
      userErrors {
        code
        field
        message
      }
    }
  }
`);

/** The server's job builds the copy within seconds to a minute: asked again this often meanwhile. */
const POLL_MS = 3000;

const when = (at: string) => new Date(at).toLocaleString('zh-CN');

/** The archive's size in KB, one decimal (never 0.0 for a file that exists). */
const kb = (bytes: number) => Math.max(bytes / 1024, 0.1).toFixed(1);

export function PrivacyRightsPage() {
  return (
    <div className="settings-page settings-rights">
      <DataExportSection />
      <CancelAccountSection />
    </div>
  );
}

function DataExportSection() {
  // Fresh on every visit (a copy asked last time may be ready or expired
  // since). Silent: the section shows a failed load itself (with a retry).
  const { data, loading, error, refetch, startPolling, stopPolling } = useQuery(MyDataExport, {
    fetchPolicy: 'cache-and-network',
    context: { silent: true },
  });
  // Silent too: a refusal (RATE_LIMITED) is said in the section, not as
  // the server's words in a toast.
  const [request, { loading: requesting }] = useMutation(RequestDataExport, { context: { silent: true } });
  const [refused, setRefused] = useState<string | null>(null);
  const current = data?.myDataExport ?? null;
  const pending = current?.state === 'PENDING';

  // Poll while the copy is being built; stop once it is ready (or gone).
  useEffect(() => {
    if (!pending) return undefined;
    startPolling(POLL_MS);
    return stopPolling;
  }, [pending, startPolling, stopPolling]);

  const ask = async () => {
    setRefused(null);
    try {
      const r = (
        await request({
          // The new request is the caller's latest: the section shows it
          // (and starts polling) without asking again.
          update: (cache, { data: asked }) => {
            const e = asked?.requestDataExport.export;
            if (e) cache.writeQuery({ query: MyDataExport, data: { __typename: 'Query', myDataExport: e } });
          },
        })
      ).data?.requestDataExport;
      if (r && !showUserErrors(r.userErrors) && r.export) toast(t.exportRequested, 0);
    } catch (e) {
      const limited = CombinedGraphQLErrors.is(e) ? e.errors.find((x) => x.extensions?.code === 'RATE_LIMITED') : undefined;
      if (!limited) return toast(t.exportFailed);
      // When the next request is accepted: the existing copy's own time,
      // else the seconds the server says to wait.
      const wait = Number(limited.extensions?.retryAfter);
      const next = current?.nextRequestAt ?? (wait > 0 ? new Date(Date.now() + wait * 1000).toISOString() : null);
      setRefused(next ? t.exportLimited(when(next)) : t.exportLimitedLater);
    }
  };

  return (
    <section data-testid="data-export">
      <List mode="card" header={t.exportTitle}>
        <List.Item>
          <p className="settings-rights-text">{t.exportNote}</p>
        </List.Item>
        <QueryState loading={loading && !data} error={data ? null : error} onRetry={() => void refetch().catch(() => undefined)}>
          {current && (
            <List.Item
              data-testid="export-state"
              description={
                current.state === 'READY' && current.expiresAt
                  ? `${t.exportSize(kb(current.bytes))} · ${t.exportValidUntil(when(current.expiresAt))}`
                  : undefined
              }
              extra={
                current.state === 'READY' && current.url ? (
                  <a className="settings-rights-download" href={current.url} download="my-data.json" data-testid="export-download">
                    {t.exportDownload}
                  </a>
                ) : current.state === 'PENDING' ? (
                  t.exportPending
                ) : (
                  t.exportExpired
                )
              }
            >
              {t.exportState}
            </List.Item>
          )}
        </QueryState>
      </List>
      <div className="settings-block-action">
        <Button
          block
          fill="outline"
          data-testid="request-export"
          loading={requesting}
          // Not before the latest request has loaded (an answer arriving
          // after the new one would hide it), nor while one is built.
          disabled={requesting || pending || (loading && !data)}
          onClick={() => void ask()}
        >
          {t.requestExport}
        </Button>
        {refused && (
          <p className="settings-rights-refused" role="alert" data-testid="export-refused">
            {refused}
          </p>
        )}
      </div>
    </section>
  );
}

type FieldErrors = { phone?: string; code?: string };

/** User errors of the two fields by the field they name (`["input", "phone"]`); the rest are toasts. */
function fieldErrors(errors: readonly UserErrorFields[]): FieldErrors {
  const found: FieldErrors = {};
  for (const e of errors) {
    const field = e.field?.[e.field.length - 1];
    if (field === 'phone') found.phone ??= e.code === 'INVALID_ARGUMENT' ? t.phoneMismatch : (userErrorText[e.code] ?? e.message);
    else if (field === 'code') found.code ??= userErrorText[e.code] ?? e.message;
    else showUserErrors([e]);
  }
  return found;
}

function CancelAccountSection() {
  const [understood, setUnderstood] = useState(false);
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [wait, setWait] = useState(0);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [confirming, setConfirming] = useState(false);
  const [send] = useMutation(SendCancelCode);
  const [cancel, { loading }] = useMutation(CancelAccount);
  const { signOut } = useSession();
  const navigate = useNavigate();
  const mobileId = useId();
  const codeId = useId();

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  const validMobile = /^1\d{10}$/.test(mobile);
  const canSubmit = understood && validMobile && code.length > 0 && !loading;

  const sendCode = async () => {
    if (!validMobile) return toast(t.badMobile, 0);
    setErrors((old) => ({ ...old, phone: undefined }));
    const r = (await send({ variables: { input: { phone: mobile, purpose: 'CANCEL' } } }).catch(() => null))?.data?.sendVerificationCode;
    if (!r) return;
    if (r.userErrors.length) return setErrors((old) => ({ ...old, ...fieldErrors(r.userErrors) }));
    if (r.sent) setWait(60);
  };

  const confirmCancel = async () => {
    setErrors({});
    const r = (await cancel({ variables: { input: { phone: mobile, code } } }).catch(() => null))?.data?.cancelAccount;
    if (!r) return;
    if (r.userErrors.length) return setErrors(fieldErrors(r.userErrors));
    if (!r.done) return;
    // The server signed the account out everywhere, so its token is
    // refused now: it is dropped here first, and signing out (as 退出登录
    // does) sends no logout the server would answer as an expired session.
    clearSession();
    toast(t.cancelled, 0);
    // Home first, then the session and cache go: the page asked to sign
    // in again never shows, and the home page loads signed out.
    navigate(paths.home, { replace: true });
    await signOut();
  };

  return (
    <section data-testid="cancel-account">
      <List mode="card" header={t.cancelTitle}>
        <List.Item>
          <p className="settings-rights-text">{t.cancelIntro}</p>
          <div className="settings-rights-lists">
            <div data-testid="cancel-deleted">
              <h3>{t.cancelDeleted}</h3>
              <ul>
                {t.cancelDeletedItems.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
            <div data-testid="cancel-kept">
              <h3>{t.cancelKept}</h3>
              <ul>
                {t.cancelKeptItems.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
          </div>
          <p className="settings-rights-warning">{t.cancelFinal}</p>
        </List.Item>
        <List.Item>
          <Checkbox className="settings-rights-check" checked={understood} onChange={setUnderstood} data-testid="cancel-understood">
            {t.cancelUnderstood}
          </Checkbox>
        </List.Item>
      </List>
      <List mode="card" className="settings-form">
        <List.Item
          prefix={<label htmlFor={mobileId}>{t.phone}</label>}
          description={errors.phone && <span className="settings-field-error" role="alert" data-testid="cancel-error-phone">{errors.phone}</span>}
        >
          <Input
            id={mobileId}
            name="mobile"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            clearable
            placeholder={t.cancelPhonePlaceholder}
            value={mobile}
            onChange={(v) => setMobile(v.trim())}
          />
        </List.Item>
        <List.Item
          prefix={<label htmlFor={codeId}>{t.code}</label>}
          description={errors.code && <span className="settings-field-error" role="alert" data-testid="cancel-error-code">{errors.code}</span>}
          extra={
            <Button className="settings-send" data-testid="cancel-send-code" fill="none" color="primary" disabled={wait > 0} onClick={() => void sendCode()}>
              {wait > 0 ? t.resendIn(wait) : t.sendCode}
            </Button>
          }
        >
          <Input
            id={codeId}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder={t.codePlaceholder}
            value={code}
            onChange={(v) => setCode(v.trim())}
          />
        </List.Item>
      </List>
      <Button
        className="settings-submit"
        data-testid="cancel-submit"
        block
        color="danger"
        size="large"
        loading={loading}
        disabled={!canSubmit}
        onClick={() => setConfirming(true)}
      >
        {t.cancelSubmit}
      </Button>
      {/* Declarative: antd-mobile's imperative Dialog.confirm renders outside
          React's tree, which React 19 no longer supports. */}
      <Dialog
        visible={confirming}
        content={t.cancelConfirm}
        closeOnAction
        closeOnMaskClick
        onClose={() => setConfirming(false)}
        actions={[
          [
            { key: 'cancel', text: t.cancel },
            { key: 'confirm', text: t.cancelSubmit, bold: true, danger: true, onClick: confirmCancel },
          ],
        ]}
      />
    </section>
  );
}
