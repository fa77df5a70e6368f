// pages/login/index: sign in with an SMS code (60 s before a new one).
import { useEffect, useId, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Link, useLocation, useNavigate } from 'react-router';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { useSession } from '../../shell/session/SessionProvider';
import { paths } from '../../lib/paths';
import { inviteCode, inviter, loginPlatform, rememberPlatform, type Session } from '../../lib/storage';
import { Button, Input, List, toast } from '../../ui';
import { showUserErrors, type UserErrorFields } from '../../lib/userErrors';
import { loginText as t } from './strings';
import './login.css';

/** What every sign-in answers that the session keeps: the token… */
export const LoginPage_token = graphql(`
  fragment LoginPage_token on TokenObject {
    token
    expiresAt
  }
`);

/** …and who signed in. */
export const LoginPage_member = graphql(`
  fragment LoginPage_member on Member {
    id
    nickname
  }
`);

interface SignedIn {
  token?: FragmentType<typeof LoginPage_token> | null;
  member?: FragmentType<typeof LoginPage_member> | null;
  userErrors: readonly UserErrorFields[];
}

/** The session of a sign-in, or null (with the reason shown) when it failed. */
function toSession(payload: SignedIn | null | undefined): Session | null {
  if (!payload || showUserErrors(payload.userErrors)) return null;
  const token = getFragmentData(LoginPage_token, payload.token);
  const member = getFragmentData(LoginPage_member, payload.member);
  if (!token || !member) return null;
  return { token: token.token, expireAt: String(token.expiresAt), user: { id: member.id, nickName: member.nickname } };
}

const SendCode = graphql(`
  mutation SendCode($input: SendVerificationCodeInput!) {
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

const Login = graphql(`
  mutation LoginByCode($input: LoginByPhoneCodeInput!) {
    loginByPhoneCode(input: $input) {
      isNewMember
      token {
        ...LoginPage_token
      }
      member {
        ...LoginPage_member
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

const CarrierLogin = graphql(`
  mutation CarrierLogin($input: LoginByCarrierTokenInput!) {
    loginByCarrierToken(input: $input) {
      token {
        ...LoginPage_token
      }
      member {
        ...LoginPage_member
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

const WeChatLogin = graphql(`
  mutation WeChatLogin($input: LoginByWeChatCodeInput!) {
    loginByWeChatCode(input: $input) {
      token {
        ...LoginPage_token
      }
      member {
        ...LoginPage_member
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

export function LoginPage() {
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [wait, setWait] = useState(0);
  const mobileId = useId();
  const codeId = useId();
  const [send] = useMutation(SendCode);
  const [login, { loading }] = useMutation(Login);
  const { signIn } = useSession();
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from ?? paths.my;
  // The platform this device signs in from (spec §3), kept on success.
  const platform = loginPlatform();

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  const validMobile = /^1\d{10}$/.test(mobile);

  // The native wrapper opens the login page with a carrier one-click token
  // (?spToken=…) or a WeChat login code (?wxCode=…) when it has one.
  const [carrierLogin] = useMutation(CarrierLogin);
  const [weChat] = useMutation(WeChatLogin);
  const params = new URLSearchParams(useLocation().search);
  const spToken = params.get('spToken');
  const wxCode = params.get('wxCode');
  useEffect(() => {
    if (!spToken && !wxCode) return;
    void (async () => {
      const session = toSession(
        spToken
          ? (await carrierLogin({ variables: { input: { carrierToken: spToken, gate: 'APP', platform } } }).catch(() => null))
              ?.data?.loginByCarrierToken
          : (await weChat({ variables: { input: { code: wxCode ?? '', platform } } }).catch(() => null))?.data?.loginByWeChatCode,
      );
      if (!session) return;
      rememberPlatform(platform);
      signIn(session);
      toast(t.loginSuccess, 0);
      navigate(from, { replace: true });
    })();
    // Once per token or code.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [spToken, wxCode]);

  const submit = async () => {
    const invite = inviter();
    const invitedWith = inviteCode();
    const r = await login({
      variables: {
        input: {
          phone: mobile,
          code,
          gate: 'WEB',
          platform,
          // Invite links of the legacy apps carry the inviter's legacy
          // (numeric) id; the web app's own carry the global id.
          ...(invite ? (/^\d+$/.test(invite) ? { inviterLegacyId: invite } : { inviterId: invite }) : {}),
          ...(invitedWith ? { inviteCode: invitedWith } : {}),
        },
      },
    }).catch(() => null);
    const session = toSession(r?.data?.loginByPhoneCode);
    if (!session) return;
    rememberPlatform(platform);
    signIn(session);
    toast(t.loginSuccess, 0);
    navigate(from, { replace: true });
  };
  const canSubmit = !loading && validMobile && code.length > 0;

  return (
    <div className="login-page">
      <header className="login-head">
        <h2>{t.welcome}</h2>
        <p>{t.hint}</p>
      </header>
      <List className="login-form">
        <List.Item prefix={<label htmlFor={mobileId}>{t.mobile}</label>}>
          <Input
            id={mobileId}
            name="mobile"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            clearable
            placeholder={t.mobilePlaceholder}
            value={mobile}
            onChange={(v) => setMobile(v.trim())}
          />
        </List.Item>
        <List.Item
          prefix={<label htmlFor={codeId}>{t.code}</label>}
          extra={
            <Button
              className="login-send"
              data-testid="send-code"
              fill="none"
              color="primary"
              disabled={wait > 0}
              onClick={async () => {
                if (!validMobile) return toast(t.badMobile, 0);
                const r = await send({ variables: { input: { phone: mobile, purpose: 'LOGIN' } } }).catch(() => null);
                const sent = r?.data?.sendVerificationCode;
                if (sent && !showUserErrors(sent.userErrors) && sent.sent) setWait(60);
              }}
            >
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
            onEnterPress={() => {
              if (canSubmit) void submit();
            }}
          />
        </List.Item>
      </List>
      <Button
        className="login-submit"
        data-testid="login-submit"
        block
        color="primary"
        size="large"
        loading={loading}
        disabled={!canSubmit}
        onClick={() => void submit()}
      >
        {t.login}
      </Button>
      <p className="login-agree">
        {t.agreePrefix}
        <Link className="login-agree-link" to={paths.userAgreement}>
          {t.userAgreement}
        </Link>
        {t.agreeAnd}
        <Link className="login-agree-link" to={paths.privacyPolicy}>
          {t.privacyPolicy}
        </Link>
      </p>
    </div>
  );
}
