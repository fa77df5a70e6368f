export const loginText = {
  title: '登录',
  mobile: '手机号',
  mobilePlaceholder: '请输入手机号',
  code: '验证码',
  codePlaceholder: '请输入验证码',
  sendCode: '获取验证码',
  resendIn: (s: number) => `${s}秒后重新获取`,
  login: '登录',
  loginSuccess: '登录成功',
  badMobile: '请输入正确的手机号',
};
