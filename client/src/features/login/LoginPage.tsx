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
import { loginText as t } from './strings';

/** What every sign-in answers that the session keeps. */
export const LoginPage_session = graphql(`
  fragment LoginPage_session on CodeLoginPayload {
    token {
      token
      expireAt
    }
    member {
      id
      nickName
    }
  }
`);

function toSession(payload: FragmentType<typeof LoginPage_session>): Session {
  const p = getFragmentData(LoginPage_session, payload);
  return { token: p.token.token, expireAt: String(p.token.expireAt), user: { id: p.member.id, nickName: p.member.nickName } };
}

const SendCode = graphql(`
  mutation SendCode($mobile: String!, $purpose: VerificationPurpose!) {
    sendVerificationCode(mobile: $mobile, purpose: $purpose)
  }
`);

const Login = graphql(`
  mutation LoginByCode($input: LoginByMobileCodeInput!) {
    loginByMobileCode(input: $input) {
      isRegist
      ...LoginPage_session
    }
  }
`);

const OneClick = graphql(`
  mutation OneClickLogin($input: OneClickLoginInput!) {
    oneClickLogin(input: $input) {
      ...LoginPage_session
    }
  }
`);

const WeChatLogin = graphql(`
  mutation WeChatLogin($input: WeChatCodeLoginInput!) {
    weChatCodeLogin(input: $input) {
      ...LoginPage_session
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
  const [oneClick] = useMutation(OneClick);
  const [weChat] = useMutation(WeChatLogin);
  const params = new URLSearchParams(useLocation().search);
  const spToken = params.get('spToken');
  const wxCode = params.get('wxCode');
  useEffect(() => {
    if (!spToken && !wxCode) return;
    void (async () => {
      const r = spToken
        ? (await oneClick({ variables: { input: { spToken, gate: Gate.App } } }).catch(() => null))?.data?.oneClickLogin
        : (await weChat({ variables: { input: { code: wxCode ?? '' } } }).catch(() => null))?.data?.weChatCodeLogin;
      if (!r) return;
      signIn(toSession(r));
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
              const r = await send({ variables: { mobile, purpose: VerificationPurpose.Login } }).catch(() => null);
              if (r?.data?.sendVerificationCode) setWait(60);
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
                mobile,
                verificationCode: code,
                gate: Gate.Web,
                platform: 'h5',
                ...(invite ? { inviteMeMemberId: invite } : {}),
                ...(invitedWith ? { inviteCode: invitedWith } : {}),
              },
            },
          }).catch(() => null);
          const p = r?.data?.loginByMobileCode;
          if (!p) return;
          signIn(toSession(p));
          toast(t.loginSuccess, 0);
          navigate(from, { replace: true });
        }}
      >
        {t.login}
      </button>
    </div>
  );
}
