// 管理后台登录 (docs/console.md): phone and password, then the second
// factor — the authenticator's code for an enrolled account, or the
// enrolment (QR code, first code, recovery codes shown once) for a new
// one. Only the last step's token, a staff session, is kept. Its
// operations are public ones, in the web client's manifest (sent by id:
// before the session the server holds the caller to the manifest).
import { useState } from 'react';
import { Alert, Button, Card, Form, Input, List, QRCode, Space, Typography } from 'antd';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';
import { saveSession } from '../session';
import { signInText as t } from './strings';

const Login = graphql(`
  mutation ConsoleLogin($input: LoginByPasswordInput!) {
    loginByPassword(input: $input) {
      token {
        token
        expiresAt
      }
      secondFactor
      userErrors {
        code
        field
        message
      }
    }
  }
`);

const BeginEnrolment = graphql(`
  mutation ConsoleBeginEnrolment {
    beginStaffFactorEnrolment {
      secret
      otpauthUrl
      userErrors {
        code
        message
      }
    }
  }
`);

const ConfirmEnrolment = graphql(`
  mutation ConsoleConfirmEnrolment($code: String!) {
    confirmStaffFactorEnrolment(input: { code: $code }) {
      recoveryCodes
      token {
        token
        expiresAt
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

type Step =
  | { kind: 'password' }
  | { kind: 'code'; phone: string; password: string }
  | { kind: 'enrol'; memberToken: string; secret: string; otpauthUrl: string }
  | { kind: 'recovery'; codes: string[]; session: { token: string; expiresAt: string } };

/** The password-only token, sent for the enrolment's two calls only. */
const as = (token: string) => ({ context: { headers: { Authorization: `Bearer ${token}` } } });

export function SignInPage() {
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const [error, setError] = useState<string | null>(null);
  const [login, { loading: loggingIn }] = useMutation(Login);
  const [begin] = useMutation(BeginEnrolment);
  const [confirm, { loading: confirming }] = useMutation(ConfirmEnrolment);

  // A refusal outside the payload (an expired token, a rate limit, the
  // network) rejects the mutation: it is shown, never left as a silent
  // button.
  const shown = (done: Promise<void>) =>
    done.catch((e: unknown) => setError(e instanceof Error && e.message ? e.message : t.failed));

  async function signIn(phone: string, password: string, code?: string) {
    setError(null);
    const r = (await login({ variables: { input: { phone, password, gate: 'MANAGEWEB' as never, code } } })).data?.loginByPassword;
    if (!r || r.userErrors.length || !r.token) {
      setError(r?.userErrors[0]?.message ?? t.failed);
      return;
    }
    if (r.secondFactor === 'VERIFIED') saveSession(r.token);
    else if (r.secondFactor === 'REQUIRED') setStep({ kind: 'code', phone, password });
    else {
      const b = (await begin(as(r.token.token))).data?.beginStaffFactorEnrolment;
      if (!b?.secret || !b.otpauthUrl) {
        setError(b?.userErrors[0]?.message ?? t.failed);
        return;
      }
      setStep({ kind: 'enrol', memberToken: r.token.token, secret: b.secret, otpauthUrl: b.otpauthUrl });
    }
  }

  async function finishEnrolment(memberToken: string, code: string) {
    setError(null);
    const r = (await confirm({ variables: { code }, ...as(memberToken) })).data?.confirmStaffFactorEnrolment;
    if (!r?.token) {
      setError(r?.userErrors[0]?.message ?? t.failed);
      return;
    }
    setStep({ kind: 'recovery', codes: r.recoveryCodes, session: r.token });
  }

  return (
    <div className="console-sign-in">
      <Card title={titleOf(step)} style={{ width: 420 }}>
        {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} data-testid="sign-in-error" />}
        {step.kind === 'password' && (
          <Form layout="vertical" onFinish={(v: { phone: string; password: string }) => shown(signIn(v.phone, v.password))}>
            <Form.Item name="phone" label={t.phone} rules={[{ required: true, message: t.phoneRequired }]}>
              <Input autoComplete="username" inputMode="tel" data-testid="phone" />
            </Form.Item>
            <Form.Item name="password" label={t.password} rules={[{ required: true, message: t.passwordRequired }]}>
              <Input.Password autoComplete="current-password" data-testid="password" />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={loggingIn} data-testid="submit">
              {t.submit}
            </Button>
          </Form>
        )}
        {step.kind === 'code' && (
          <CodeForm hint={t.codeHint} action={t.verify} loading={loggingIn} onBack={() => setStep({ kind: 'password' })}
            onCode={(code) => shown(signIn(step.phone, step.password, code))} />
        )}
        {step.kind === 'enrol' && (
          <Space direction="vertical" size="middle" style={{ width: '100%' }}>
            <Typography.Paragraph>{t.enrolHint}</Typography.Paragraph>
            <QRCode value={step.otpauthUrl} data-testid="enrol-qr" />
            <Typography.Text copyable code data-testid="enrol-secret">
              {step.secret}
            </Typography.Text>
            <CodeForm hint={t.enrolCode} action={t.confirm} loading={confirming} onBack={() => setStep({ kind: 'password' })}
              onCode={(code) => shown(finishEnrolment(step.memberToken, code))} />
          </Space>
        )}
        {step.kind === 'recovery' && (
          <Space direction="vertical" size="middle" style={{ width: '100%' }}>
            <Alert type="warning" showIcon message={t.recoveryHint} />
            <List size="small" bordered dataSource={step.codes} data-testid="recovery-codes"
              renderItem={(c) => <List.Item><Typography.Text code>{c}</Typography.Text></List.Item>} />
            <Button type="primary" block onClick={() => saveSession(step.session)} data-testid="recovery-saved">
              {t.recoverySaved}
            </Button>
          </Space>
        )}
      </Card>
    </div>
  );
}

function titleOf(step: Step): string {
  if (step.kind === 'code') return t.codeTitle;
  if (step.kind === 'enrol') return t.enrolTitle;
  if (step.kind === 'recovery') return t.recoveryTitle;
  return t.title;
}

function CodeForm(props: { hint: string; action: string; loading: boolean; onCode: (code: string) => void; onBack: () => void }) {
  return (
    <Form layout="vertical" onFinish={(v: { code: string }) => props.onCode(v.code.trim())}>
      <Typography.Paragraph type="secondary">{props.hint}</Typography.Paragraph>
      <Form.Item name="code" label={t.code} rules={[{ required: true, message: t.codeRequired }]}>
        <Input autoComplete="one-time-code" inputMode="numeric" autoFocus data-testid="code" />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={props.loading} data-testid="verify">
          {props.action}
        </Button>
        <Button onClick={props.onBack}>{t.back}</Button>
      </Space>
    </Form>
  );
}
