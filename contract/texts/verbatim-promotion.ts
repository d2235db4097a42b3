/**
 * The documented Chinese wordings of the promotion area (the sign-up page), verbatim
 * (docs/decisions/112), in a module of its own: a page that shows it ships no other area's
 * wordings (`verbatim.ts`).
 */
export const verbatimPromotion = {
  zh: {
    phoneInvalid: "请正确输入手机号！",
    captchaInvalid: "请正确输入图形验证码！",
    smsInvalid: "请正确输入短信验证码！",
    resendBlocked: "请勿重复发送验证码!",
    codeSent: "验证码已发送，请在手机上查看！",
    registered: "注册成功",
    alreadyRegistered: "您已注册,请直接下载APP登录！",
  },
} as const;
