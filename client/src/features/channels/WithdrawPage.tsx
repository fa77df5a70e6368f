// pages/my/payouts/withdraw (提现): ask to withdraw earned commission. The
// amount is typed in yuan and sent as integer fen (parsed as text, never a
// float); the server holds it at once. One idempotency key per attempt: a
// double tap or a retry after a dropped answer is one withdrawal; a new key
// once the server answered (its refusals are kept per key, so a retry
// after fixing the cause must not replay them) or the amount changed.
import { useId, useRef, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link, useNavigate } from 'react-router';
import { graphql } from '../../gql';
import type { WithdrawPageQuery } from '../../gql/graphql';
import { actionId } from '../../lib/actionId';
import { paths } from '../../lib/paths';
import { userErrorText, type UserErrorFields } from '../../lib/userErrors';
import { toBigInt } from '../../lib/money';
import { Button, Card, Input, NoticeBar, QueryState, toast } from '../../ui';
import { limitBreach, maskAccount, parseYuan, yuanOf } from './format';
import { channelText as t } from './strings';
import './channels.css';

const Withdraw = graphql(`
  query WithdrawPage {
    me {
      id
      isRealNameAuth
    }
    myEarnings {
      balance {
        fen
        yuan
      }
      held {
        fen
        yuan
      }
    }
    myPayee {
      kind
      accountNo
      bankName
      legalName
    }
  }
`);

const Request = graphql(`
  mutation RequestWithdrawal($input: RequestWithdrawalInput!) {
    requestWithdrawal(input: $input) {
      withdrawal {
        id
        amount {
          fen
          yuan
        }
        state
        outcome
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

/** A refusal in the page's words, and where to fix its cause. */
function refusal(err: UserErrorFields): { text: string; to?: { path: string; label: string } } {
  switch (err.code) {
    case 'WITHDRAWAL_LIMIT': {
      const b = limitBreach(err.message);
      if (!b) return { text: userErrorText.WITHDRAWAL_LIMIT };
      return { text: b.kind === 'perDay' ? t.limit.perDay(b.count) : t.limit[b.kind](b.yuan) };
    }
    case 'NOT_VERIFIED':
      return { text: userErrorText.NOT_VERIFIED, to: { path: paths.authentication, label: t.toVerify } };
    case 'PAYEE_MISMATCH':
      return { text: userErrorText.PAYEE_MISMATCH, to: { path: paths.receiveInfo, label: t.receiveInfo } };
    case 'NOT_ELIGIBLE':
      // The server's word for a withdrawal without receive info.
      return { text: t.notEligible, to: { path: paths.receiveInfo, label: t.toSetPayee } };
    default:
      return { text: userErrorText[err.code] ?? err.message };
  }
}

export function WithdrawPage() {
  // Silent: the page shows a failed load itself (with a retry). Always
  // asked again: the balance moves with every withdrawal and credit.
  const { data, loading, error, refetch } = useQuery(Withdraw, { context: { silent: true }, fetchPolicy: 'cache-and-network' });
  return (
    <div className="lm-channels" data-testid="withdraw">
      <QueryState loading={loading && !data} error={data ? null : error} onRetry={() => void refetch().catch(() => undefined)}>
        {data && <WithdrawForm data={data} />}
      </QueryState>
    </div>
  );
}

function WithdrawForm({ data }: { data: WithdrawPageQuery }) {
  const navigate = useNavigate();
  const amountId = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<ReturnType<typeof refusal> | null>(null);
  const key = useRef(actionId());
  const sending = useRef(false);
  // No refetch: the pages showing the balance ask again when opened.
  const [request, { loading }] = useMutation(Request);
  const balance = toBigInt(data.myEarnings.balance.fen);
  const payee = data.myPayee;
  const fen = parseYuan(text);
  const invalid = text.trim() !== '' && (fen === null || fen <= 0n);
  const over = fen !== null && fen > balance;
  const change = (v: string) => {
    // Another amount is another request: a new key.
    key.current = actionId();
    setProblem(null);
    setText(v);
  };
  const submit = async () => {
    if (fen === null || fen <= 0n || over || sending.current) return;
    sending.current = true;
    setProblem(null);
    try {
      const r = (await request({ variables: { input: { amountFen: String(fen), idempotencyKey: key.current } } }).catch(() => null))?.data
        ?.requestWithdrawal;
      // No answer (the connection dropped): the key stays, so tapping again
      // asks for the same withdrawal.
      if (!r) return;
      key.current = actionId();
      const err = r.userErrors[0];
      if (err) return setProblem(refusal(err));
      toast(t.withdrawSent, 0);
      navigate(paths.payouts, { replace: true });
    } finally {
      sending.current = false;
    }
  };
  return (
    <>
      <section className="lm-channels-earnings">
        <div>
          <span>{t.balance}</span>
          <b data-testid="withdraw-balance">{t.yuan(data.myEarnings.balance.yuan)}</b>
        </div>
        <div>
          <span>{t.held}</span>
          <b>{t.yuan(data.myEarnings.held.yuan)}</b>
        </div>
      </section>
      {!data.me.isRealNameAuth && (
        <div className="lm-channels-verify">
          <NoticeBar color="alert" wrap content={t.needVerify} />
          <Link className="lm-channels-button-link" to={paths.authentication}>
            {t.toVerify}
          </Link>
        </div>
      )}
      <Card className="lm-channels-card" title={t.payTo}>
        {payee ? (
          <div className="lm-channels-payee" data-testid="withdraw-payee">
            <b>
              {t.kinds[payee.kind]} {maskAccount(payee.accountNo)}
            </b>
            <span>
              {payee.legalName}
              {payee.bankName ? ` · ${payee.bankName}` : ''}
            </span>
          </div>
        ) : (
          <p className="lm-channels-muted">
            {t.setPayeeFirst} <Link to={paths.receiveInfo}>{t.toSetPayee}</Link>
          </p>
        )}
      </Card>
      <Card className="lm-channels-card">
        <label className="lm-channels-label" htmlFor={amountId}>
          {t.amount}
        </label>
        <div className="lm-channels-amount">
          <span aria-hidden>¥</span>
          <Input id={amountId} name="amount" inputMode="decimal" autoComplete="off" placeholder={t.amountPlaceholder} value={text} onChange={change} data-testid="withdraw-amount" />
          <Button size="small" fill="none" color="primary" disabled={balance <= 0n} onClick={() => change(yuanOf(balance))}>
            {t.withdrawAll}
          </Button>
        </div>
        {(invalid || over) && (
          <p className="lm-channels-error" role="alert">
            {invalid ? t.amountInvalid : t.amountOver}
          </p>
        )}
        <p className="lm-channels-muted">{t.limitsNote}</p>
      </Card>
      {problem && (
        <p className="lm-channels-error" role="alert" data-testid="withdraw-problem">
          {problem.text}
          {problem.to && (
            <>
              {' '}
              <Link to={problem.to.path}>{problem.to.label}</Link>
            </>
          )}
        </p>
      )}
      <Button
        className="lm-channels-submit"
        block
        color="primary"
        size="large"
        loading={loading}
        disabled={fen === null || fen <= 0n || over}
        onClick={() => void submit()}
        data-testid="submit-withdraw"
      >
        {t.submitWithdraw}
      </Button>
      <p className="lm-channels-note">{t.commissionOnly}</p>
    </>
  );
}
