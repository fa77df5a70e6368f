import { loginTitles } from './titles';

export const loginText = {
  ...loginTitles,
  welcome: '欢迎来到彩友会员中心',
  hint: '未注册的手机号验证后将自动注册',
  mobile: '手机号',
  mobilePlaceholder: '请输入手机号',
  code: '验证码',
  codePlaceholder: '请输入验证码',
  sendCode: '获取验证码',
  resendIn: (s: number) => `${s}秒后重新获取`,
  login: '登录',
  loginSuccess: '登录成功',
  badMobile: '请输入正确的手机号',
  agreePrefix: '登录即表示您同意',
  agreeAnd: '和',
  userAgreement: '《用户协议》',
  privacyPolicy: '《隐私政策》',
};
