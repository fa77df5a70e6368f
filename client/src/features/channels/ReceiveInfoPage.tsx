// pages/my/receive-info/index (收款信息): where withdrawals are paid — the
// account as saved (shown masked), and the form that sets it. The payee's
// name must be the real-name authentication's, so the form starts from it
// and a member without authentication is sent to do that first.
import { useId, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { graphql } from '../../gql';
import type { PayeeKind } from '../../gql/graphql';
import { paths } from '../../lib/paths';
import { userErrorText } from '../../lib/userErrors';
import { Button, Card, Input, List, NoticeBar, QueryState, Selector, toast } from '../../ui';
import { maskAccount } from './format';
import { channelText as t } from './strings';
import './channels.css';

const Receive = graphql(`
  query ReceiveInfoPage {
    me {
      id
      isRealNameAuth
      legalName
    }
    myPayee {
      kind
      accountNo
      bankName
      legalName
      masked
      updatedAt
    }
  }
`);

const SetPayee = graphql(`
  mutation SetPayee($input: SetPayeeInput!) {
    setPayee(input: $input) {
      payee {
        kind
        accountNo
        bankName
        legalName
        masked
        updatedAt
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

export function ReceiveInfoPage() {
  // Silent: the page shows a failed load itself (with a retry).
  const { data, loading, error, refetch } = useQuery(Receive, { context: { silent: true } });
  return (
    <div className="lm-channels" data-testid="receive-info">
      <QueryState loading={loading && !data} error={data ? null : error} onRetry={() => void refetch().catch(() => undefined)}>
        {data && (
          <>
            <p className="lm-channels-note">{t.payeeNote}</p>
            <Card className="lm-channels-card" title={t.payeeCurrent}>
              {data.myPayee ? (
                <div className="lm-channels-payee" data-testid="payee">
                  <b>
                    {t.kinds[data.myPayee.kind]} {maskAccount(data.myPayee.accountNo)}
                  </b>
                  <span>
                    {data.myPayee.legalName}
                    {data.myPayee.bankName ? ` · ${data.myPayee.bankName}` : ''}
                  </span>
                  <span className="lm-channels-muted">{t.updatedAt(new Date(data.myPayee.updatedAt).toLocaleString('zh-CN'))}</span>
                </div>
              ) : (
                <p className="lm-channels-muted">{t.payeeNone}</p>
              )}
            </Card>
            {data.me.isRealNameAuth ? (
              <PayeeForm
                legalName={data.me.legalName ?? ''}
                kind={data.myPayee?.kind ?? 'BANK'}
                bankName={data.myPayee?.bankName ?? ''}
              />
            ) : (
              <NeedVerify />
            )}
          </>
        )}
      </QueryState>
    </div>
  );
}

/** Real-name authentication first: what it is for, and the way there. */
function NeedVerify() {
  return (
    <div className="lm-channels-verify" data-testid="need-verify">
      <NoticeBar color="alert" wrap content={t.needVerify} />
      <Link className="lm-channels-button-link" to={paths.authentication}>
        {t.toVerify}
      </Link>
    </div>
  );
}

function PayeeForm({ legalName: verifiedName, kind: savedKind, bankName: savedBank }: { legalName: string; kind: PayeeKind; bankName: string }) {
  const ids = { name: useId(), account: useId(), bank: useId() };
  const [kind, setKind] = useState<PayeeKind>(savedKind);
  const [legalName, setLegalName] = useState(verifiedName);
  const [accountNo, setAccountNo] = useState('');
  const [bankName, setBankName] = useState(savedBank);
  const [problem, setProblem] = useState<{ text: string; verify?: boolean } | null>(null);
  const [save, { loading }] = useMutation(SetPayee, { refetchQueries: ['ReceiveInfoPage'] });
  const account = accountNo.replace(/\s+/g, '');
  const submit = async () => {
    setProblem(null);
    if (!legalName.trim() || !account) return setProblem({ text: t.fieldsMissing });
    if (kind === 'BANK' && !/^\d{12,30}$/.test(account)) return setProblem({ text: t.accountInvalid });
    const r = (
      await save({ variables: { input: { kind, legalName: legalName.trim(), accountNo: account, bankName: kind === 'BANK' ? bankName.trim() : '' } } }).catch(() => null)
    )?.data?.setPayee;
    if (!r) return;
    const err = r.userErrors[0];
    if (err) return setProblem({ text: userErrorText[err.code] ?? err.message, verify: err.code === 'NOT_VERIFIED' });
    setAccountNo('');
    toast(t.payeeSaved, 0);
  };
  return (
    <>
      <List mode="card" className="lm-channels-form" header={t.savePayee}>
        <List.Item prefix={<span className="lm-channels-label">{t.kind}</span>}>
          <Selector
            className="lm-channels-kinds"
            showCheckMark={false}
            options={(['BANK', 'ALIPAY'] as const).map((k) => ({ label: t.kinds[k], value: k }))}
            value={[kind]}
            onChange={(v) => v[0] && setKind(v[0])}
          />
        </List.Item>
        <List.Item prefix={<label htmlFor={ids.name}>{t.legalName}</label>}>
          <Input id={ids.name} name="payeeName" autoComplete="name" placeholder={t.legalNamePlaceholder} value={legalName} onChange={setLegalName} maxLength={40} />
        </List.Item>
        <List.Item prefix={<label htmlFor={ids.account}>{t.accountNo}</label>}>
          <Input
            id={ids.account}
            name="accountNo"
            autoComplete="off"
            inputMode={kind === 'BANK' ? 'numeric' : 'email'}
            placeholder={kind === 'BANK' ? t.accountBankPlaceholder : t.accountAlipayPlaceholder}
            value={accountNo}
            onChange={setAccountNo}
            maxLength={40}
          />
        </List.Item>
        {kind === 'BANK' && (
          <List.Item prefix={<label htmlFor={ids.bank}>{t.bankName}</label>}>
            <Input id={ids.bank} name="bankName" placeholder={t.bankNamePlaceholder} value={bankName} onChange={setBankName} maxLength={40} />
          </List.Item>
        )}
      </List>
      {problem && (
        <p className="lm-channels-error" role="alert" data-testid="payee-problem">
          {problem.text}
          {problem.verify && (
            <>
              {' '}
              <Link to={paths.authentication}>{t.toVerify}</Link>
            </>
          )}
        </p>
      )}
      <Button className="lm-channels-submit" block color="primary" size="large" loading={loading} onClick={() => void submit()} data-testid="save-payee">
        {t.savePayee}
      </Button>
    </>
  );
}
