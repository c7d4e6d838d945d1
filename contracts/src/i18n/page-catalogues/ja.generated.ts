// Generated from catalogues/ja.json and en.json by contracts/scripts/compile-english.mjs (the contracts build): edit the JSON.
import type { PageCatalogue, PageTextsOf } from '../catalogue';
import { siteArguments } from '../site-arguments';

let numberFormat: Intl.NumberFormat | undefined;
const formatNumber = (value: string | number): string =>
  typeof value === 'number' ? (numberFormat ??= new Intl.NumberFormat('ja')).format(value) : value;

let countFormat: Intl.NumberFormat | undefined;
const formatCount = (value: string | number): string =>
  typeof value === 'number'
    ? (countFormat ??= new Intl.NumberFormat('ja', { notation: 'compact', maximumFractionDigits: 1 })).format(value)
    : value;

/** The Japanese texts of the catalogue's `public` section that a page shows; English's where Japanese has none. */
function createPublicPageMessages(product: string, english: PageTextsOf<'public'>): PageTextsOf<'public'> {
  const site = siteArguments(product);
  return Object.freeze({
    ...english,
    reserve: '予約する',
    reserving: '予約しています...',
    oneMoreStep: 'あと少しです',
    reservationCreated: '予約を確定するためのリンクをメールでお送りしました。受信トレイをご確認ください。',
    handleHold: (minutes: number) =>
      `予約後${formatNumber(minutes)}分間、このIDをお取り置きします。リンクは${formatNumber(site.verificationHours)}時間有効ですが、${formatNumber(minutes)}分を過ぎると、ほかの方が先にこのIDを予約・確定する場合があります。`,
    reserveYourId: 'IDを予約する',
    reserveProductId: `${product} IDを予約`,
    emailRequired: 'メールアドレスを入力してください',
    emailInvalid: 'メールアドレスの形式が正しくありません',
    emailAlias: 'エイリアスのメールアドレスは使えません',
    emailDisposable: '使い捨てのメールアドレスは使えません',
    emailDomainBusy: 'このドメインからの登録が集中しています。後でお試しいただくか、別のアドレスをお使いください。',
    emailDomainNoMail: 'このメールアドレスのドメインはメールを受信できません。入力に誤りがないかご確認ください。',
    handleRequired: `${product} IDを入力してください`,
    handleFormat: `IDは${formatNumber(site.handleMin)}〜${formatNumber(site.handleMax)}文字、英字・数字・アンダースコア（_）のみで入力してください`,
    handleRule: `${formatNumber(site.handleMin)}〜${formatNumber(site.handleMax)}文字、英字・数字・アンダースコア（_）のみ`,
    handleDigitsOnly: 'IDには英字を1文字以上含めてください',
    handleRestricted: 'IDに使用できない語句が含まれています',
    handleReserved: 'このIDは予約済みです',
    tooManyAttempts: (minutes: string | number) => `試行回数が多すぎます。${formatNumber(minutes)}分後にもう一度お試しください。`,
    tooManyPending: '確認待ちの予約が複数あります。どれかをメールで確定するか、リンクの期限が切れてから予約してください。',
    submitFailedNotReserved: 'エラーが発生しました。もう一度送信してください。IDは予約されていません。',
    alreadyRegistered: 'この情報はすでに登録されています。',
    emailTaken: 'このメールアドレスはすでに登録されています。',
    handleTaken: `この${product} IDはすでに使われています。`,
    genericError: 'エラーが発生しました。もう一度お試しください。',
    busyRetrying: (seconds: string | number) => `ただいま予約が集中しています。${formatNumber(seconds)}秒後に再試行します…`,
    busyGaveUp: (action: string | number) =>
      `1分間サーバーに接続できませんでした。何も失われていません。もう一度「${formatNumber(action)}」を押してください。`,
    humanCheckTitle: 'あなたは人間ですか？',
    startGame: 'ゲームスタート',
    followPattern: `${formatNumber(site.patternLength)}色のパターンを覚えてください`,
    watchPattern: 'パターンをよく見てください...',
    getReady: '準備してください...',
    yourTurn: 'あなたの番です！',
    wrongSequence: '順番が違います！もう一度どうぞ。',
    goodGame: 'ナイスゲーム！',
    tryAgain: 'もう一度',
    audioNotSupported: '音声に対応していません',
    invalidVerificationLink: '確認リンクが無効です',
    linkValidity: `確認リンクの有効期限は${formatNumber(site.verificationHours)}時間です。`,
    verifyFailedDefault: '予約を確定できませんでした。リンクが無効か、期限切れの可能性があります。',
    tryDifferentId: '別のIDを試す',
  });
}

/** The Japanese texts of the catalogue's `news` section that a page shows; English's where Japanese has none. */
function createNewsMessages(product: string, english: PageTextsOf<'news'>): PageTextsOf<'news'> {
  return Object.freeze({
    ...english,
    noArticles: 'まだ記事はありません。またお越しください！',
    articleNotFound: '記事が見つかりません',
    articleNotFoundDetail: 'お探しの記事は存在しません。',
    backToLearn: 'ニュース一覧へ戻る',
    articlePageTitle: (title: string | number) => `${formatNumber(title)} | ${product} ニュース`,
    listen: '読み上げ',
    share: '共有',
    shareFailed: '記事を共有できませんでした',
    shared: '共有しました！',
    linkCopied: 'リンクをコピーしました！',
    copied: 'コピーしました！',
    copyLink: 'リンクをコピー',
    tweetNotFound: 'ポストが見つかりません',
    tweetNotFoundDetail: '埋め込まれたポストが見つかりませんでした...',
    replyingTo: (handle: string | number) => `@${formatNumber(handle)} さんへの返信`,
    readReplies: (count: number) => `${formatCount(count)}件の返信を読む`,
    readMoreOn: (platform: string | number) => `${formatNumber(platform)}で続きを読む`,
    continueWatchingOn: (platform: string | number) => `${formatNumber(platform)}で続きを見る`,
    viewReplies: '返信を見る',
    notFoundCode: '404',
    wrongTurn: '道に迷ったようです',
    secretLevel: 'その隠しステージは、本当に隠されていたようです。',
  });
}

/** The Japanese texts of the catalogue's `manage` section that a page shows; English's where Japanese has none. */
function createManagePageMessages(product: string, english: PageTextsOf<'manage'>): PageTextsOf<'manage'> {
  const site = siteArguments(product);
  return Object.freeze({
    ...english,
    manageTitle: '予約の管理',
    manageIntro: `${product} IDを予約したメールアドレスを入力してください。予約があれば、情報の確認・ダウンロード・削除用のリンクを送ります。`,
    manageEmailLabel: 'メールアドレス',
    manageSendLink: 'リンクをメールで受け取る',
    manageSending: '送信しています...',
    manageLinkRequested: 'このアドレスに予約がある場合、管理用のリンクをお送りします。受信トレイをご確認ください。',
    manageLinkSentTo: (email: string | number) =>
      `${formatNumber(email)} に予約がある場合、そのアドレスに管理用のリンクをお送りします。受信トレイをご確認ください（リンクの有効期限は${formatNumber(site.manageLinkDays)}日間です）。`,
    manageOtherAddress: '別のアドレスを使う',
    manageHandle: `${product} ID`,
    manageEmail: 'メールアドレス',
    manageStatus: '状態',
    manageStatuses: { pending: '確認待ち', verified: '確定済み', expired: 'リンク期限切れ' },
    manageCreated: '予約日',
    manageConfirmed: '確定日',
    manageAnnouncements: 'お知らせ',
    manageAnnouncementsOn: 'お知らせを受け取っています。',
    manageAnnouncementsOff: 'お知らせを受け取っていません。',
    manageDownload: 'データをダウンロード',
    manageSeeData: 'データの内容と説明を見る',
    manageStopAnnouncements: 'お知らせを停止',
    manageStartAnnouncements: 'お知らせを受け取る',
    manageDelete: '予約を削除',
    manageDeleting: '送信しています...',
    manageDeleteWarning: `削除すると、${product}からあなたの予約とメールアドレスが消えます。IDはしばらく使用済みとなり、その後は誰でも予約できます。`,
    manageCheckMail: `削除を確定するためのリンクをメールでお送りしました。リンクは1回のみ、${formatNumber(site.eraseLinkHours)}時間有効です。`,
    eraseRequestedTitle: '受信トレイをご確認ください',
    eraseRequestedText: (domain: string | number) =>
      `削除を確定するリンクを、${formatNumber(domain)} のあなたのアドレスにお送りしました。リンクは1回のみ、${formatNumber(site.eraseLinkHours)}時間有効です。`,
    eraseNothingYet: 'まだ何も削除されていません。リンクを開いて確定するまで、予約はそのままです。',
    eraseBackToManage: '予約の管理に戻る',
    manageLinkInvalidTitle: 'このリンクは使えません',
    manageLinkInvalidText: `リンクの期限（${formatNumber(site.manageLinkDays)}日間）が切れたか、予約が削除された可能性があります。新しいリンクをリクエストしてください。`,
    manageAskAgain: '新しいリンクをリクエスト',
    manageFailed: '問題が発生しました。何も変更されていません。後でもう一度お試しください。',
    eraseTitle: '予約の削除',
    eraseChecking: 'リンクを確認しています...',
    eraseAsk: (handle: string | number) =>
      `@${formatNumber(handle)} の予約とメールアドレスを${product}から完全に削除しますか？元に戻せません。`,
    eraseButton: '完全に削除',
    erasing: '削除しています...',
    erasedTitle: '予約を削除しました',
    erasedText: (handle: string | number) =>
      `@${formatNumber(handle)} の予約、メールアドレス、お送りしたメールの記録を${product}から削除しました。`,
    erasedKeptTitle: '保管するもの',
    erasedKeptHandle: (handle: string | number, date: string | number) =>
      `ID @${formatNumber(handle)} は ${formatNumber(date)} まで使用済みのままです。すぐに他の人があなたの代わりに使えないようにするためです。その後は誰でも予約できます。`,
    erasedKeptHandleForEver: (handle: string | number) =>
      `ID @${formatNumber(handle)} はゲーム内で受け取り済みのため、使用済みのままです。`,
    erasedKeptUnsubscribe:
      'アドレスから作成したコード（アドレスには戻せません）。再び予約した場合も、配信停止が守られるようにするためです。',
    erasedKeptSuppression: 'アドレスから作成したコード（アドレスには戻せません）。そのアドレスにお知らせを送らないようにするためです。',
    backHomeShort: 'ホームへ戻る',
    eraseLinkInvalid: `この削除リンクは無効です。リンクは1回のみ、${formatNumber(site.eraseLinkHours)}時間有効です。/manage で新しい管理リンクをリクエストし、もう一度削除を依頼してください。`,
    eraseLinkUsedTitle: 'この削除リンクはもう使えません',
    eraseLinkUsedText: `すでに使用されたか、有効期限（${formatNumber(site.eraseLinkHours)}時間）が切れています。削除リンクは1回のみ有効です。今回このリンクでは何も削除されていません。予約を削除するには、新しい管理リンクをリクエストし、もう一度削除を依頼してください。`,
    dataTitle: 'あなたのデータとその説明',
    dataIntro:
      '予約について保存しているすべての情報と、その理由です。ダウンロードには同じ内容が、他のサービスでも読めるJSON形式で入っています。以下の各項目に、そのファイル内での場所を示しています。',
    dataExportedAt: '取得日時',
    dataPrint: '印刷またはPDFで保存',
    dataInFile: 'ファイル内：',
    dataNone: '記録なし',
    dataReservationTitle: 'あなたの予約',
    dataReservationWhy: 'リリースまでIDを確保し、それについてご連絡するために保存しています。',
    dataLastSent: '最後の確認メール',
    dataConfirmationsSent: '送信した確認メールの数',
    dataAttributionTitle: '当サイトを知ったきっかけ',
    dataAttributionWhy:
      'どのリンクや投稿からプレイヤーが来ているかを数えています。参照元のサイトは名前だけを保存し、他のサイトであなたを追跡することはありません。',
    dataSource: '流入元',
    dataReferrer: '参照元のサイト',
    dataCampaign: 'キャンペーン（ソース / メディア / 名前）',
    dataLanding: '最初に開いたページ',
    dataConsentTitle: '同意したプライバシー通知',
    dataConsentWhy: 'どの版の通知のもとで予約したかを保存し、何をお伝えしたかを示せるようにしています。',
    dataNoticeDate: '通知の版',
    dataNoticeHash: '本文のフィンガープリント',
    dataConsentLanguage: '言語',
    dataAcceptedAt: '同意日時',
    dataMailsTitle: 'お送りしたメール',
    dataMailsWhy: '送信の頻度を抑え、お問い合わせに答えられるよう、何をいつ送ったかを記録しています。',
    dataMailKinds: {
      confirmation: '予約確認のリンク',
      manage_link: '予約管理のリンク',
      erase_link: '削除確定のリンク',
      announcement: 'お知らせ',
    },
    dataNoMails: 'なし',
    dataSuppressionTitle: 'お知らせの配信',
    dataSuppressionWhy: 'お知らせが停止されている場合、送信しないようにその旨を記録しています。',
    dataSuppressionReasons: {
      unsubscribed: '停止中：配信停止済み',
      complained: '停止中：迷惑メールとして報告済み',
      bounced: '停止中：メールボックスが受信を拒否',
      manual: '停止中：運営チームによる停止',
    },
    dataSince: '開始日',
    dataClaimTitle: 'IDの確保',
    dataClaimWhy: '予約を確定するとIDがあなたのために確保されます。確保されているか、いつからかを示します。',
    dataClaimState: 'あなたのID',
    dataClaimHeld: '確保済み',
    dataClaimNotHeld: 'まだ確保されていません',
  });
}

/** The Japanese texts of the catalogue's `suppression` section that a page shows; English's where Japanese has none. */
function createSuppressionMessages(product: string, english: PageTextsOf<'suppression'>): PageTextsOf<'suppression'> {
  return Object.freeze({
    ...english,
    unsubscribePageTitle: 'お知らせの停止',
    unsubscribeAsk: `このアドレスへの${product}のお知らせを停止しますか？`,
    unsubscribeAbout: (handle: string | number) => `${product} ID @${formatNumber(handle)} の予約についてのご案内です。`,
    unsubscribeStillReceive: '確認リンクなど、ご自身で依頼したメールは引き続き届きます。予約はそのままです。',
    unsubscribeButton: 'お知らせを停止',
    unsubscribing: '停止しています...',
    unsubscribedTitle: 'お知らせを停止しました',
    unsubscribedText: `このアドレスに${product}のお知らせが届くことはもうありません。`,
    unsubscribeSampleText: 'これはお知らせのテスト送信だったため、アドレスは変更されていません。',
    unsubscribeInvalidTitle: '配信停止リンクが無効です',
    unsubscribeInvalidText: 'リンク全体を開いたかご確認ください。お知らせへの返信で停止を依頼することもできます。',
    unsubscribeFailedTitle: '問題が発生しました',
    unsubscribeFailedText: 'お知らせを停止できませんでした。何も失われていません。後でもう一度お試しください。',
    unsubscribeRetry: 'もう一度試す',
    backHome: 'ホームへ戻る',
    resubscribeButton: 'お知らせを再び受け取る',
    resubscribing: '再開しています...',
    resubscribedTitle: 'お知らせを再開しました',
    resubscribedText: `このアドレスに${product}のお知らせが再び届きます。`,
    resubscribeRefused:
      'ここからは再開できません。このアドレスへのメールが拒否されたか、運営チームが停止しました。お知らせに返信していただければ確認します。',
    unsubscribeLinkInvalid: 'この配信停止リンクは無効です。メールに記載のリンクを最後まで開いてください。',
  });
}

/** The Japanese texts of the catalogue's `site` section that a page shows; English's where Japanese has none. */
function createSiteMessages(product: string, english: PageTextsOf<'site'>): PageTextsOf<'site'> {
  const site = siteArguments(product);
  return Object.freeze({
    ...english,
    loading: '読み込んでいます...',
    skipToContent: 'コンテンツへスキップ',
    mainNavigation: 'メイン',
    newsLink: 'ニュース',
    footerReserve: (name: string | number) => `${formatNumber(name)} IDを予約する`,
    footerSocial: 'フォローする',
    footerPrivacy: 'プライバシー',
    footerManage: '予約の管理',
    opensInNewTab: '（新しいタブで開きます）',
    appError: {
      title: '問題が発生しました',
      text: 'このページを読み込めませんでした。接続を確認して、もう一度お試しください。',
      reload: 'ページを再読み込み',
    },
    reserve: {
      pageTitle: `${product} IDを予約する`,
      badge: 'プレローンチ · ID受付中',
      heading: '手に入れよう',
      headingAccent: `${product} ID`,
      lede: 'ローンチ前に、好きな名前を確保しましょう。IDはおひとり様1つ、先着順です。',
      perks: [
        { title: 'ローンチ時にあなたのもの', text: 'サービス開始日まで、あなたのIDをお取り置きします。' },
        { title: 'ワンクリックで確定', text: 'メールでリンクをお送りします。パスワードもアプリも不要です。' },
        { title: '無料', text: 'IDの予約に費用はかかりません。' },
      ],
      stepOf: (step: string | number, total: string | number) => `ステップ ${formatNumber(step)}/${formatNumber(total)}`,
      handleStepTitle: 'IDを選ぶ',
      emailStepTitle: 'リンクの送信先は？',
      handleLabel: `${product} ID`,
      handleHint: `${formatNumber(site.handleMin)}〜${formatNumber(site.handleMax)}文字、英字・数字・アンダースコア（_）のみ。`,
      handlePlaceholder: 'your_id',
      continue: '次へ',
      emailLabel: 'メールアドレス',
      emailHint: '予約の確認にのみ使用します。',
      privacyLink: 'メールアドレスと閲覧情報の取り扱い',
      emailPlaceholder: 'you@example.com',
      didYouMean: (email: string | number) => `${formatNumber(email)} のお間違いではありませんか？`,
      useSuggested: (email: string | number) => `はい、${formatNumber(email)} を使います`,
      keepTyped: (email: string | number) => `いいえ、${formatNumber(email)} のままにします`,
      back: '戻る',
      reservingFor: '予約するID',
      checking: '空き状況を確認しています...',
      available: (handle: string | number) => `@${formatNumber(handle)} は使えます`,
      unavailable: (handle: string | number) => `@${formatNumber(handle)} はすでに使われています`,
      suggestionsLabel: 'こちらはいかがですか：',
      emailTakenNext: 'このアドレスで以前予約しましたか？確認リンクを再送するか、上で別のアドレスを入力してください。',
      sendLinkAgain: 'リンクを再送する',
      honeypotWebsite: 'ウェブサイト',
      honeypotConfirm: '連絡先の確認',
      honeypotBackup: '予備の回線',
    },
    success: {
      handleHeld: `${formatNumber(site.verificationHours)}時間以内に開いて、IDを確定してください。`,
      emailLabel: 'メールアドレス',
      handleLabel: `${product} ID`,
      comingSoon: '近日公開',
      previewAlt: `${product}プロフィールカードのプレビュー（近日公開）`,
      followTitle: 'お待ちのあいだに',
      followText: 'フォローして、ローンチ情報や先行公開をチェックしましょう。',
      follow: 'Xでフォローする',
      noEmail: 'メールが届きませんか？迷惑メールフォルダをご確認いただくか、再送してください。',
      resend: 'メールを再送',
      resendIn: (seconds: string | number) => `メールを再送（${formatNumber(seconds)}秒）`,
      sending: '送信しています...',
      openInbox: (provider: string | number) => `${formatNumber(provider)}を開く`,
      wrongEmail: 'メールアドレスが違いますか？',
      changeEmail: '変更する',
      manageLater: '予約について保存している情報は、いつでも確認・ダウンロード・削除できます：',
      manageLink: '予約の管理',
    },
    humanCheck: {
      close: '閉じる',
      intro: '簡単な記憶ゲームでボットを防ぎます。光るパッドをよく見て、同じ順に押してください。',
      padsLabel: 'カラーパッド',
      keyboardHint: '1〜4のキーでパッドを押せます。',
      checking: '確認しています...',
      loadFailed: 'ゲームを開始できませんでした。接続を確認して、もう一度お試しください。',
      pads: { red: '赤', green: '緑', blue: '青', amber: '黄' },
    },
    simonSays: {
      pageTitle: '人間確認',
      title: '人間確認のテスト',
      text: 'ゲームは自動で開きます。クリアするか閉じると、このページが再読み込みされます。',
    },
    notFound: { pageTitle: 'ページが見つかりません' },
    language: {
      switcherLabel: '言語',
      articleNotTranslated: (language: string | number) => `この記事はまだ${formatNumber(language)}で読めないため、英語で表示しています。`,
      pageNotTranslated: (language: string | number) => `このページはまだ${formatNumber(language)}で読めないため、英語で表示しています。`,
    },
  });
}

/** The Japanese texts of the catalogue's `verify` section that a page shows; English's where Japanese has none. */
function createVerifyMessages(product: string, english: PageTextsOf<'verify'>): PageTextsOf<'verify'> {
  return Object.freeze({
    ...english,
    pageTitle: '予約の確認',
    loadingTitle: '予約を確認中...',
    successTitle: '確認できました！',
    successText: 'IDが確定し、予約されました。',
    successNext: 'リリース前にメールします。ゲームで会いましょう。',
    alreadyVerifiedTitle: '確認済みです',
    alreadyVerifiedText: 'この予約は確定済みです。操作は不要です。',
    follow: 'フォローしてリリース情報を受け取る',
    raceLostTitle: '取得済みです',
    raceLostText: (handle: string | number) => `直前に別の人が @${formatNumber(handle)} を確定しました。空いているID：`,
    raceLostTextNoHandle: '直前に別の人がそのIDを確定しました。空いているID：',
    suggestionsLabel: '空いているID',
    demoHandle: 'player_one',
    expiredTitle: 'リンクの有効期限切れ',
    errorTitle: '確認できませんでした',
    invalidText: 'メールのリンク全体を開いたか確認してください。',
    resend: '新しいリンクを送る',
    resendIn: (seconds: string | number) => `新しいリンクを送る（${formatNumber(seconds)}秒）`,
    sending: '送信しています...',
    askEmail: '予約時のメールアドレスに新しいリンクを送ります。',
    useEmail: 'メールアドレスで送る',
    emailLabel: 'メールアドレス',
    sendLink: 'リンクを送る',
    backHome: 'ホームへ戻る',
    newsLink: 'ニュースを読む',
    manageLink: '予約の管理',
  });
}

/** The Japanese texts of the catalogue's `newsPage` section that a page shows; English's where Japanese has none. */
function createNewsPageMessages(product: string, english: PageTextsOf<'newsPage'>): PageTextsOf<'newsPage'> {
  return Object.freeze({
    ...english,
    listEyebrow: 'ニュース',
    listHeading: `${product} ニュース`,
    listDescription: `${product}チームからのリリース情報、アップデート、ガイド。`,
    readingTime: (minutes: string | number) => `${formatNumber(minutes)}分で読めます`,
    byAuthor: (author: string | number) => `${formatNumber(author)}`,
    categories: { announcements: 'お知らせ', updates: 'アップデート', guides: 'ガイド', roadmap: 'ロードマップ' },
    back: '戻る',
    articleActions: '記事の操作',
    tableOfContents: 'このページの内容',
    postLoading: '投稿を読み込み中...',
    postLikes: (count: string | number) => `いいねする。この投稿のいいねは ${formatNumber(count)} 件`,
    postReply: '返信',
    notifications: '通知',
    dismiss: '閉じる',
    player: {
      region: '読み上げ',
      playing: '読み上げ中',
      paused: '一時停止中',
      ready: '読み上げ準備完了',
      play: '再生',
      pause: '一時停止',
      resume: '再開',
      stop: '停止',
      stopListening: '読み上げをやめる',
      settings: '設定',
      reset: 'リセット',
      progress: '進行状況',
      speed: '速度',
      pitch: '音の高さ',
      pitchPreset: (pitch: string | number) => `音の高さ ${formatNumber(pitch)}`,
      voice: '声',
      sentence: (index: string | number, total: string | number) => `${formatNumber(total)}文中${formatNumber(index)}文目`,
      time: (current: string | number, total: string | number) => `${formatNumber(current)} / ${formatNumber(total)}`,
    },
  });
}

/** Japanese as a page's script reads it: each section's texts, made from the page's English ones. */
export const CATALOGUE: PageCatalogue = {
  public: createPublicPageMessages,
  news: createNewsMessages,
  manage: createManagePageMessages,
  suppression: createSuppressionMessages,
  site: createSiteMessages,
  verify: createVerifyMessages,
  newsPage: createNewsPageMessages,
};
