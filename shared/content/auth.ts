import { localized } from "./localized";

/**
 * The sign-in / sign-up page (/auth) and the header's sign-out. Toast titles and the spec's fixed
 * messages are word for word in English (product spec, sections 5 and 8).
 */
export const authPage = localized({
  en: {
    meta: {
      title: "Sign In / Sign Up | Merchovna",
      description:
        "Sign in to your Merchovna team account, or create one with your e-mail and a strong password to reach admin setup and the dashboard.",
    },
    title: "Sign In / Sign Up",
    intro: "Use your e-mail and password. Accounts are for the Merchovna team.",
    tabs: {
      label: "Sign in or create an account",
      signIn: "Sign In",
      signUp: "Sign Up",
    },
    fields: {
      name: "Name",
      nameHint: "Optional. We use the part of your e-mail before the @ if you leave it empty.",
      email: "E-mail",
      password: "Password",
      showPassword: "Show password",
      hidePassword: "Hide password",
    },
    required: {
      email: "Please enter your e-mail",
      password: "Please enter your password",
    },
    /** The name rule of shared/schemas/auth.ts (English shows the schema's own text). */
    nameTooLong: "Name must be at most 100 characters",
    signIn: {
      formLabel: "Sign in",
      submit: "Sign In",
      busy: "Signing in...",
    },
    invite: {
      title: "You are invited to Merchovna's admin",
      signedOut: "Sign up or sign in with the e-mail address the invitation was sent to; then accept it here.",
      signedIn: "You are signed in as {email}. Accept the invitation to get admin rights for this account.",
      accept: "Accept the invitation",
      accepting: "Accepting...",
      invalid:
        "This invitation is not valid for this account: it may have been used, revoked or expired, or it was sent to another e-mail address.",
    },
    adminsOnly: {
      title: "Admins only",
      text: "You are signed in as {email}, which has no admin rights. Sign in with an admin account, or ask an admin to give this one access.",
      signOut: "Sign out and sign in as an admin",
      home: "Go to the home page",
    },
    reset: {
      forgot: "Forgot password?",
      requestTitle: "Reset your password",
      requestText:
        "Enter your account's e-mail. We'll send a link to choose a new password; it works once, for 1 hour.",
      requestLabel: "Request a password reset",
      requestSubmit: "Send reset link",
      requestBusy: "Sending...",
      sentTitle: "Check your mail",
      sentText: "If an account uses this address, a reset link is on its way. It works once and expires in 1 hour.",
      back: "Back to sign in",
      newTitle: "Choose a new password",
      newLabel: "Set a new password",
      newPassword: "New password",
      newSubmit: "Save new password",
      newBusy: "Saving...",
      doneTitle: "Password changed",
      doneText: "Sign in with your new password. Every other session has been signed out.",
      invalidLink: "This reset link is invalid or has expired. Ask for a new one.",
      errorTitle: "Password reset failed",
    },
    signUp: {
      formLabel: "Create an account",
      submit: "Sign Up",
      busy: "Creating account...",
      rulesHint:
        'At least 8 characters with an uppercase letter, a lowercase letter, a number and a special character such as !@#$%^&*(),.?":{}|<>.',
    },
    strength: {
      label: "Password strength",
      weak: "Weak",
      medium: "Medium",
      strong: "Strong",
      allMet: "Meets every requirement.",
    },
    /** Czech versions of the rule messages of shared/password.ts (English shows them as they are). */
    rules: {
      tooShort: "Password must be at least 8 characters long",
      tooLong: "Password must not exceed 128 characters",
      uppercase: "Password must contain at least one uppercase letter",
      lowercase: "Password must contain at least one lowercase letter",
      number: "Password must contain at least one number",
      special: "Password must contain at least one special character",
      common: "Password contains common patterns and is not secure",
      repeated: "Password cannot contain three or more consecutive identical characters",
    },
    /** Texts for the auth server's error codes; English shows the server's own message instead. */
    providerErrors: {
      INVALID_EMAIL_OR_PASSWORD: "Invalid email or password",
      INVALID_EMAIL: "Invalid email",
      EMAIL_NOT_VERIFIED: "Email not verified",
      USER_ALREADY_EXISTS: "User already exists. Use another email.",
      USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: "User already exists. Use another email.",
      FAILED_TO_CREATE_USER: "Failed to create user",
      SERVICE_UNAVAILABLE: "The account could not be created right now. Please try again.",
      NAME_TOO_LONG: "Name must be at most 100 characters",
      INVALID_NAME: "Name must be text",
      TOO_MANY_REQUESTS: "Too many requests. Please wait a few minutes and try again.",
    },
    toasts: {
      loginError: "Login Error",
      rateLimited: "Rate Limited",
      rateLimitedText: "Too many failed login attempts. Please try again later.",
      passwordNotMet: "Password Requirements Not Met",
      signupError: "Signup Error",
      checkEmail: "Check your email",
      checkEmailText: "We've sent you a confirmation link to complete your registration.",
      unexpected: "Something went wrong. Please try again.",
      signOutError: "Error",
      signOutErrorText: "Failed to sign out",
      close: "Dismiss notification",
    },
  },
  cs: {
    meta: {
      title: "Přihlášení / Registrace | Merchovna",
      description:
        "Přihlaste se ke svému týmovému účtu Merchovny, nebo si ho založte pomocí e-mailu a silného hesla a pokračujte do administrace.",
    },
    title: "Přihlášení / Registrace",
    intro: "Použijte svůj e-mail a heslo. Účty slouží týmu Merchovny.",
    tabs: {
      label: "Přihlášení nebo založení účtu",
      signIn: "Přihlásit se",
      signUp: "Registrovat se",
    },
    fields: {
      name: "Jméno",
      nameHint: "Nepovinné. Když ho nevyplníte, použijeme část e-mailu před zavináčem.",
      email: "E-mail",
      password: "Heslo",
      showPassword: "Zobrazit heslo",
      hidePassword: "Skrýt heslo",
    },
    required: {
      email: "Vyplňte prosím e-mail",
      password: "Vyplňte prosím heslo",
    },
    nameTooLong: "Jméno může mít nejvýš 100 znaků",
    signIn: {
      formLabel: "Přihlášení",
      submit: "Přihlásit se",
      busy: "Přihlašuji…",
    },
    invite: {
      title: "Pozvánka do administrace Merchovny",
      signedOut:
        "Zaregistrujte se nebo se přihlaste e-mailovou adresou, na kterou pozvánka přišla; pak ji zde přijměte.",
      signedIn: "Jste přihlášeni jako {email}. Přijetím pozvánky získá tento účet práva administrátora.",
      accept: "Přijmout pozvánku",
      accepting: "Přijímám…",
      invalid:
        "Tato pozvánka pro tento účet neplatí: mohla být použita, zrušena nebo vypršet, nebo byla poslána na jinou e-mailovou adresu.",
    },
    adminsOnly: {
      title: "Jen pro administrátory",
      text: "Jste přihlášeni jako {email} a tento účet nemá práva administrátora. Přihlaste se administrátorským účtem, nebo požádejte administrátora o přístup pro tento účet.",
      signOut: "Odhlásit se a přihlásit jako administrátor",
      home: "Na úvodní stránku",
    },
    reset: {
      forgot: "Zapomenuté heslo?",
      requestTitle: "Obnovení hesla",
      requestText:
        "Zadejte e-mail svého účtu. Pošleme odkaz pro nastavení nového hesla; funguje jednou a platí 1 hodinu.",
      requestLabel: "Žádost o obnovení hesla",
      requestSubmit: "Poslat odkaz",
      requestBusy: "Odesílám…",
      sentTitle: "Zkontrolujte poštu",
      sentText:
        "Pokud tuto adresu používá některý účet, odkaz pro obnovení je na cestě. Funguje jednou a platí 1 hodinu.",
      back: "Zpět na přihlášení",
      newTitle: "Nastavte nové heslo",
      newLabel: "Nastavení nového hesla",
      newPassword: "Nové heslo",
      newSubmit: "Uložit nové heslo",
      newBusy: "Ukládám…",
      doneTitle: "Heslo je změněné",
      doneText: "Přihlaste se novým heslem. Všechna ostatní přihlášení byla ukončena.",
      invalidLink: "Tento odkaz je neplatný nebo vypršel. Požádejte o nový.",
      errorTitle: "Obnovení hesla se nepodařilo",
    },
    signUp: {
      formLabel: "Založení účtu",
      submit: "Registrovat se",
      busy: "Zakládám účet…",
      rulesHint:
        'Aspoň 8 znaků, z toho velké písmeno, malé písmeno, číslice a speciální znak, například !@#$%^&*(),.?":{}|<>.',
    },
    strength: {
      label: "Síla hesla",
      weak: "Slabé",
      medium: "Střední",
      strong: "Silné",
      allMet: "Splňuje všechny požadavky.",
    },
    rules: {
      tooShort: "Heslo musí mít alespoň 8 znaků",
      tooLong: "Heslo nesmí mít víc než 128 znaků",
      uppercase: "Heslo musí obsahovat alespoň jedno velké písmeno",
      lowercase: "Heslo musí obsahovat alespoň jedno malé písmeno",
      number: "Heslo musí obsahovat alespoň jednu číslici",
      special: "Heslo musí obsahovat alespoň jeden speciální znak",
      common: "Heslo obsahuje běžně používaný vzor a není bezpečné",
      repeated: "Heslo nesmí obsahovat tři nebo více stejných znaků za sebou",
    },
    providerErrors: {
      INVALID_EMAIL_OR_PASSWORD: "Neplatný e-mail nebo heslo",
      INVALID_EMAIL: "Neplatný e-mail",
      EMAIL_NOT_VERIFIED: "E-mail zatím není potvrzený",
      USER_ALREADY_EXISTS: "Účet s tímto e-mailem už existuje. Použijte jiný e-mail.",
      USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: "Účet s tímto e-mailem už existuje. Použijte jiný e-mail.",
      FAILED_TO_CREATE_USER: "Účet se nepodařilo založit",
      SERVICE_UNAVAILABLE: "Účet teď nejde založit. Zkuste to prosím znovu.",
      NAME_TOO_LONG: "Jméno může mít nejvýš 100 znaků",
      INVALID_NAME: "Jméno musí být text",
      TOO_MANY_REQUESTS: "Příliš mnoho požadavků. Počkejte prosím pár minut a zkuste to znovu.",
    },
    toasts: {
      loginError: "Chyba přihlášení",
      rateLimited: "Příliš mnoho pokusů",
      rateLimitedText: "Příliš mnoho neúspěšných pokusů o přihlášení. Zkuste to prosím později.",
      passwordNotMet: "Heslo nesplňuje požadavky",
      signupError: "Chyba registrace",
      checkEmail: "Zkontrolujte svůj e-mail",
      checkEmailText: "Poslali jsme vám odkaz, kterým registraci potvrdíte a dokončíte.",
      unexpected: "Něco se pokazilo. Zkuste to prosím znovu.",
      signOutError: "Chyba",
      signOutErrorText: "Odhlášení se nepodařilo",
      close: "Zavřít oznámení",
    },
  },
});
