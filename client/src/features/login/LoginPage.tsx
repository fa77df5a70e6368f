// pages/login/index: sign in with an SMS code (60 s before a new one).
import { useEffect, useState } from 'react';
import { useMutation } from '@apollo/client';
import { useLocation, useNavigate } from 'react-router-dom';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { Gate, VerificationPurpose } from '../../gql/graphql';
import { useSession } from '../../app/session/SessionProvider';
import { paths } from '../../lib/paths';
import { inviteCode, inviter, type Session } from '../../lib/storage';
import { toast } from '../../lib/toast';
import { showUserErrors, type UserErrorFields } from '../../lib/userErrors';
import { loginText as t } from './strings';

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
  const [send] = useMutation(SendCode);
  const [login, { loading }] = useMutation(Login);
  const { signIn } = useSession();
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from ?? paths.my;

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
          ? (await carrierLogin({ variables: { input: { carrierToken: spToken, gate: Gate.App } } }).catch(() => null))
              ?.data?.loginByCarrierToken
          : (await weChat({ variables: { input: { code: wxCode ?? '' } } }).catch(() => null))?.data?.loginByWeChatCode,
      );
      if (!session) return;
      signIn(session);
      toast(t.loginSuccess, 0);
      navigate(from, { replace: true });
    })();
    // Once per token or code.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [spToken, wxCode]);

  return (
    <div className="page login">
      <h1>{t.title}</h1>
      <label>
        {t.mobile}
        <input
          name="mobile"
          inputMode="tel"
          placeholder={t.mobilePlaceholder}
          value={mobile}
          onChange={(e) => setMobile(e.target.value.trim())}
        />
      </label>
      <label>
        {t.code}
        <span className="row">
          <input
            name="code"
            inputMode="numeric"
            placeholder={t.codePlaceholder}
            value={code}
            onChange={(e) => setCode(e.target.value.trim())}
          />
          <button
            type="button"
            disabled={wait > 0}
            onClick={async () => {
              if (!validMobile) return toast(t.badMobile, 0);
              const r = await send({ variables: { input: { phone: mobile, purpose: VerificationPurpose.Login } } }).catch(
                () => null,
              );
              const sent = r?.data?.sendVerificationCode;
              if (sent && !showUserErrors(sent.userErrors) && sent.sent) setWait(60);
            }}
          >
            {wait > 0 ? t.resendIn(wait) : t.sendCode}
          </button>
        </span>
      </label>
      <button
        className="primary"
        disabled={loading || !validMobile || code.length === 0}
        onClick={async () => {
          const invite = inviter();
          const invitedWith = inviteCode();
          const r = await login({
            variables: {
              input: {
                phone: mobile,
                code,
                gate: Gate.Web,
                platform: 'h5',
                // Invite links of the legacy apps carry the inviter's legacy
                // (numeric) id; the web app's own carry the global id.
                ...(invite ? (/^\d+$/.test(invite) ? { inviterLegacyId: invite } : { inviterId: invite }) : {}),
                ...(invitedWith ? { inviteCode: invitedWith } : {}),
              },
            },
          }).catch(() => null);
          const session = toSession(r?.data?.loginByPhoneCode);
          if (!session) return;
          signIn(session);
          toast(t.loginSuccess, 0);
          navigate(from, { replace: true });
        }}
      >
        {t.login}
      </button>
    </div>
  );
}
