// Generated from catalogues/de.json and en.json by contracts/scripts/compile-english.mjs (the contracts build): edit the JSON.
import type { PageCatalogue, PageTextsOf } from '../catalogue';
import { COMPACT, numberFormatter } from '../number-format';
import { siteArguments } from '../site-arguments';

const formatNumber = numberFormatter('de');

const formatCount = numberFormatter('de', COMPACT);

let pluralRules: Intl.PluralRules | undefined;
const pluralOf = (value: number): Intl.LDMLPluralRule => (pluralRules ??= new Intl.PluralRules('de')).select(value);

/** The German texts of the catalogue's `public` section that a page shows; English's where German has none. */
function createPublicPageMessages(product: string, english: PageTextsOf<'public'>): PageTextsOf<'public'> {
  const site = siteArguments(product);
  return Object.freeze({
    ...english,
    reserve: 'Reservieren',
    reserving: 'Wird reserviert...',
    oneMoreStep: 'Noch ein Schritt',
    reservationCreated: 'Schau in dein Postfach: Wir haben dir einen Link geschickt, mit dem du deine Reservierung bestätigst.',
    handleHold: (minutes: number) =>
      `Wir halten diese ID nach der Reservierung ${pluralOf(minutes) === 'one' ? `${formatNumber(minutes)} Minute` : `${formatNumber(minutes)} Minuten`} für dich frei. Der Link gilt ${formatNumber(site.verificationHours)} Stunden, aber ${pluralOf(minutes) === 'one' ? `nach dieser Minute` : `nach diesen ${formatNumber(minutes)} Minuten`} kann jemand anderes die ID reservieren und zuerst bestätigen.`,
    reserveYourId: 'Reserviere deine ID',
    reserveProductId: `${product}-ID reservieren`,
    emailRequired: 'E-Mail-Adresse erforderlich',
    emailInvalid: 'Ungültiges E-Mail-Format',
    emailAlias: 'E-Mail-Aliasse sind nicht erlaubt',
    emailDisposable: 'Wegwerf-E-Mail-Adressen sind nicht erlaubt',
    emailDomainBusy: 'Gerade gibt es zu viele Anmeldungen von dieser E-Mail-Domain. Versuch es später oder nimm eine andere Adresse.',
    emailDomainNoMail: 'Die Domain dieser E-Mail-Adresse kann keine Mails empfangen. Prüfe die Adresse auf Tippfehler.',
    handleRequired: `${product}-ID erforderlich`,
    handleFormat: `Die ID muss ${formatNumber(site.handleMin)}–${formatNumber(site.handleMax)} Zeichen, nur Buchstaben, Ziffern und Unterstriche haben`,
    handleRule: `${formatNumber(site.handleMin)}–${formatNumber(site.handleMax)} Zeichen, nur Buchstaben, Ziffern und Unterstriche`,
    handleDigitsOnly: 'Die ID muss mindestens einen Buchstaben enthalten',
    handleRestricted: 'Die ID enthält unzulässige Inhalte',
    handleReserved: 'Diese ID ist reserviert',
    tooManyAttempts: (minutes: string | number) =>
      `Zu viele Versuche. Versuch es in ${pluralOf(Number(minutes)) === 'one' ? `${formatNumber(Number(minutes))} Minute` : `${formatNumber(Number(minutes))} Minuten`} noch einmal.`,
    tooManyPending:
      'Du hast schon mehrere Reservierungen, die auf Bestätigung warten. Bestätige eine über ihre E-Mail oder warte, bis ihr Link abläuft, bevor du eine weitere reservierst.',
    submitFailedNotReserved: 'Es ist ein Fehler aufgetreten, bitte sende das Formular noch einmal ab. Die ID wurde nicht reserviert.',
    alreadyRegistered: 'Diese Angaben sind bereits registriert.',
    emailTaken: 'Diese E-Mail-Adresse ist bereits registriert.',
    handleTaken: `Diese ${product}-ID ist schon vergeben.`,
    genericError: 'Ein Fehler ist aufgetreten. Bitte versuch es noch einmal.',
    busyRetrying: (seconds: string | number) => `Gerade reservieren sehr viele – neuer Versuch in ${formatNumber(seconds)} s…`,
    busyGaveUp: (action: string | number) =>
      `Wir haben den Server eine Minute lang nicht erreicht. Nichts ging verloren: Drück ${formatNumber(action)}, um es erneut zu versuchen.`,
    humanCheckTitle: 'Bist du ein Mensch?',
    startGame: 'SPIEL STARTEN',
    followPattern: `Folge dem Muster aus ${formatNumber(site.patternLength)} Farben`,
    watchPattern: 'Schau dir das Muster an...',
    getReady: 'Mach dich bereit...',
    yourTurn: 'Du bist dran!',
    wrongSequence: 'Falsche Reihenfolge! Versuch es noch einmal.',
    goodGame: 'Gut gespielt!',
    tryAgain: 'Nochmal',
    audioNotSupported: 'Audio wird nicht unterstützt',
    invalidVerificationLink: 'Ungültiger Bestätigungslink',
    linkValidity: `Bestätigungslinks gelten ${formatNumber(site.verificationHours)} Stunden.`,
    verifyFailedDefault: 'Deine Reservierung konnte nicht bestätigt werden. Der Link ist vielleicht ungültig oder abgelaufen.',
    tryDifferentId: 'Andere ID versuchen',
  });
}

/** The German texts of the catalogue's `news` section that a page shows; English's where German has none. */
function createNewsMessages(product: string, english: PageTextsOf<'news'>): PageTextsOf<'news'> {
  return Object.freeze({
    ...english,
    noArticles: 'Noch keine Artikel. Schau bald wieder vorbei!',
    articleNotFound: 'Artikel nicht gefunden',
    articleNotFoundDetail: 'Den gesuchten Artikel gibt es nicht.',
    backToLearn: 'Zurück zu den News',
    articlePageTitle: (title: string | number) => `${formatNumber(title)} | ${product} News`,
    listen: 'Anhören',
    share: 'Teilen',
    shareFailed: 'Artikel konnte nicht geteilt werden',
    shared: 'Erfolgreich geteilt!',
    linkCopied: 'Link in die Zwischenablage kopiert!',
    copied: 'Kopiert!',
    copyLink: 'Link kopieren',
    tweetNotFound: 'Tweet nicht gefunden',
    tweetNotFoundDetail: 'Der eingebettete Tweet wurde nicht gefunden...',
    replyingTo: (handle: string | number) => `Antwort an @${formatNumber(handle)}`,
    readReplies: (count: number) =>
      `${pluralOf(count) === 'one' ? `${formatCount(count)} Antwort` : `${formatCount(count)} Antworten`} lesen`,
    readMoreOn: (platform: string | number) => `Mehr auf ${formatNumber(platform)} lesen`,
    continueWatchingOn: (platform: string | number) => `Auf ${formatNumber(platform)} weiterschauen`,
    viewReplies: 'Antworten ansehen',
    notFoundCode: '404',
    wrongTurn: 'Falsch abgebogen',
    secretLevel: 'Sieht so aus, als wäre dieses geheime Level wirklich geheim.',
  });
}

/** The German texts of the catalogue's `manage` section that a page shows; English's where German has none. */
function createManagePageMessages(product: string, english: PageTextsOf<'manage'>): PageTextsOf<'manage'> {
  const site = siteArguments(product);
  return Object.freeze({
    ...english,
    manageTitle: 'Deine Reservierung verwalten',
    manageIntro: `Gib die E-Mail-Adresse ein, mit der du deine ${product}-ID reserviert hast. Gibt es dazu eine Reservierung, schicken wir einen Link, mit dem du ansehen, herunterladen oder löschen kannst, was wir darüber speichern.`,
    manageEmailLabel: 'E-Mail',
    manageSendLink: 'Link per E-Mail schicken',
    manageSending: 'Wird gesendet...',
    manageLinkRequested: 'Wenn diese Adresse eine Reservierung hat, ist ein Link zum Verwalten unterwegs. Schau in dein Postfach.',
    manageLinkSentTo: (email: string | number) =>
      `Wenn ${formatNumber(email)} eine Reservierung hat, ist ein Link zum Verwalten an diese Adresse unterwegs. Schau in das Postfach: Der Link gilt ${formatNumber(site.manageLinkDays)} Tage.`,
    manageOtherAddress: 'Andere Adresse verwenden',
    manageHandle: `${product}-ID`,
    manageEmail: 'E-Mail',
    manageStatus: 'Status',
    manageStatuses: { pending: 'Wartet auf Bestätigung', verified: 'Bestätigt', expired: 'Link abgelaufen' },
    manageCreated: 'Reserviert am',
    manageConfirmed: 'Bestätigt am',
    manageAnnouncements: 'Ankündigungen',
    manageAnnouncementsOn: 'Du bekommst Ankündigungen.',
    manageAnnouncementsOff: 'Du bekommst keine Ankündigungen.',
    manageDownload: 'Meine Daten herunterladen',
    manageSeeData: 'Meine Daten, erklärt',
    manageStopAnnouncements: 'Ankündigungen abbestellen',
    manageStartAnnouncements: 'Ankündigungen bestellen',
    manageDelete: 'Meine Reservierung löschen',
    manageDeleting: 'Wird gesendet...',
    manageDeleteWarning: `Beim Löschen werden deine Reservierung und deine E-Mail-Adresse aus ${product} entfernt. Deine ID bleibt noch eine Weile vergeben, dann kann jeder sie reservieren.`,
    manageCheckMail: `Schau in dein Postfach: Wir haben dir einen Link zum Bestätigen der Löschung geschickt. Er funktioniert einmal, ${formatNumber(site.eraseLinkHours)} Stunde lang.`,
    eraseRequestedTitle: 'Schau in dein Postfach',
    eraseRequestedText: (domain: string | number) =>
      `Wir haben einen Link zum Bestätigen der Löschung an deine Adresse bei ${formatNumber(domain)} geschickt. Er funktioniert einmal, ${formatNumber(site.eraseLinkHours)} Stunde lang.`,
    eraseNothingYet: 'Noch ist nichts gelöscht: Deine Reservierung bleibt, wie sie ist, bis du den Link öffnest und bestätigst.',
    eraseBackToManage: 'Zurück zu meiner Reservierung',
    manageLinkInvalidTitle: 'Dieser Link funktioniert nicht',
    manageLinkInvalidText: `Vielleicht ist er abgelaufen (Links gelten ${formatNumber(site.manageLinkDays)} Tage) oder die Reservierung wurde gelöscht. Fordere einen neuen Link an.`,
    manageAskAgain: 'Neuen Link anfordern',
    manageFailed: 'Etwas ist schiefgelaufen. Es wurde nichts geändert: Versuch es gleich noch einmal.',
    eraseTitle: 'Reservierung löschen',
    eraseChecking: 'Link wird geprüft...',
    eraseAsk: (handle: string | number) =>
      `Deine Reservierung von @${formatNumber(handle)} und deine E-Mail-Adresse endgültig aus ${product} löschen? Das lässt sich nicht rückgängig machen.`,
    eraseButton: 'Endgültig löschen',
    erasing: 'Wird gelöscht...',
    erasedTitle: 'Deine Reservierung ist gelöscht',
    erasedText: (handle: string | number) =>
      `Wir haben deine Reservierung von @${formatNumber(handle)}, deine E-Mail-Adresse und die Aufzeichnung der Mails, die wir dir geschickt haben, aus ${product} entfernt.`,
    erasedKeptTitle: 'Was wir behalten',
    erasedKeptHandle: (handle: string | number, date: string | number) =>
      `Die ID @${formatNumber(handle)} bleibt bis ${formatNumber(date)} vergeben, damit niemand sofort deinen Platz einnimmt. Danach kann jeder sie reservieren.`,
    erasedKeptHandleForEver: (handle: string | number) =>
      `Die ID @${formatNumber(handle)} wurde im Spiel eingelöst und bleibt deshalb vergeben.`,
    erasedKeptUnsubscribe:
      'Einen aus deiner Adresse gebildeten Code, aus dem sich die Adresse nicht zurückgewinnen lässt, damit deine Abmeldung weiter gilt, falls du wieder reservierst.',
    erasedKeptSuppression:
      'Einen aus deiner Adresse gebildeten Code, aus dem sich die Adresse nicht zurückgewinnen lässt, damit wir keine Ankündigungen an sie schicken.',
    backHomeShort: 'Zur Startseite',
    eraseLinkInvalid: `Dieser Löschlink ist ungültig: Er funktioniert einmal, ${formatNumber(site.eraseLinkHours)} Stunde lang. Fordere unter /manage einen neuen Verwaltungslink an und beantrage die Löschung erneut.`,
    eraseLinkUsedTitle: 'Dieser Löschlink funktioniert nicht mehr',
    eraseLinkUsedText: `Er wurde schon benutzt, oder seine Stunde ist vorbei: Ein Löschlink funktioniert einmal, ${formatNumber(site.eraseLinkHours)} Stunde lang. Mit ihm wurde jetzt nichts gelöscht. Um deine Reservierung zu löschen, fordere einen neuen Verwaltungslink an und beantrage die Löschung erneut.`,
    dataTitle: 'Deine Daten, erklärt',
    dataIntro:
      'Alles, was wir zu deiner Reservierung speichern, und warum. Der Download enthält dasselbe als JSON, ein Format, das andere Dienste lesen können; jeder Teil unten nennt seine Stelle in dieser Datei.',
    dataExportedAt: 'Abgerufen am',
    dataPrint: 'Drucken oder als PDF speichern',
    dataInFile: 'In der Datei:',
    dataNone: 'Nicht erfasst',
    dataReservationTitle: 'Deine Reservierung',
    dataReservationWhy: 'Wir speichern sie, um deine ID bis zum Start für dich freizuhalten und dir darüber zu schreiben.',
    dataLastSent: 'Letzte Bestätigungsmail',
    dataConfirmationsSent: 'Gesendete Bestätigungsmails',
    dataAttributionTitle: 'Wie du uns gefunden hast',
    dataAttributionWhy:
      'Wir zählen, welche Links und Beiträge Spieler bringen. Von der Seite, von der du kamst, speichern wir nur den Namen, und nichts verfolgt dich anderswo.',
    dataSource: 'Quelle',
    dataReferrer: 'Seite, von der du kamst',
    dataCampaign: 'Kampagne (Quelle / Medium / Name)',
    dataLanding: 'Erste Seite, die du geöffnet hast',
    dataConsentTitle: 'Die Datenschutzhinweise, die du akzeptiert hast',
    dataConsentWhy: 'Wir speichern, unter welcher Fassung der Hinweise du reserviert hast, um zu zeigen, was dir gesagt wurde.',
    dataNoticeDate: 'Fassung der Hinweise',
    dataNoticeHash: 'Fingerabdruck ihres genauen Wortlauts',
    dataConsentLanguage: 'Sprache',
    dataAcceptedAt: 'Akzeptiert am',
    dataMailsTitle: 'Mails, die wir dir geschickt haben',
    dataMailsWhy:
      'Wir halten fest, was wir wann geschickt haben, um zu begrenzen, wie oft wir schreiben, und um dir zu antworten, wenn du nach einer fragst.',
    dataMailKinds: {
      confirmation: 'Link zum Bestätigen deiner Reservierung',
      manage_link: 'Link zum Verwalten deiner Reservierung',
      erase_link: 'Link zum Bestätigen einer Löschung',
      announcement: 'Ankündigung',
    },
    dataNoMails: 'Keine',
    dataSuppressionTitle: 'Ankündigungen',
    dataSuppressionWhy: 'Sind Ankündigungen an dich abbestellt, halten wir das fest, damit keine verschickt wird.',
    dataSuppressionReasons: {
      unsubscribed: 'Abbestellt: Du hast dich abgemeldet',
      complained: 'Abbestellt: Du hast eine als Spam gemeldet',
      bounced: 'Abbestellt: Dein Postfach hat unsere Mail abgelehnt',
      manual: 'Von unserem Team abbestellt',
    },
    dataSince: 'Seit',
    dataClaimTitle: 'Deine ID, freigehalten',
    dataClaimWhy:
      'Deine ID wird für dich freigehalten, sobald du deine Reservierung bestätigst; hier siehst du, ob das so ist und seit wann.',
    dataClaimState: 'Deine ID',
    dataClaimHeld: 'Für dich freigehalten',
    dataClaimNotHeld: 'Noch nicht freigehalten',
  });
}

/** The German texts of the catalogue's `suppression` section that a page shows; English's where German has none. */
function createSuppressionMessages(product: string, english: PageTextsOf<'suppression'>): PageTextsOf<'suppression'> {
  return Object.freeze({
    ...english,
    unsubscribePageTitle: 'Ankündigungen abbestellen',
    unsubscribeAsk: `Keine ${product}-Ankündigungen mehr an diese Adresse?`,
    unsubscribeAbout: (handle: string | number) => `Es geht um deine Reservierung der ${product}-ID @${formatNumber(handle)}.`,
    unsubscribeStillReceive:
      'Mails, die du selbst anforderst, bekommst du weiterhin, etwa den Bestätigungslink beim Reservieren einer ID. Deine Reservierung bleibt, wie sie ist.',
    unsubscribeButton: 'Ankündigungen abbestellen',
    unsubscribing: 'Wird abbestellt...',
    unsubscribedTitle: 'Ankündigungen abbestellt',
    unsubscribedText: `Du bekommst keine ${product}-Ankündigungen mehr an diese Adresse.`,
    unsubscribeSampleText: 'Das war eine Testkopie einer Ankündigung, daher wurde keine Adresse geändert.',
    unsubscribeInvalidTitle: 'Ungültiger Abmeldelink',
    unsubscribeInvalidText:
      'Prüfe, ob du den vollständigen Link aus der E-Mail geöffnet hast. Du kannst auch auf eine Ankündigung antworten und uns bitten, aufzuhören.',
    unsubscribeFailedTitle: 'Etwas ist schiefgelaufen',
    unsubscribeFailedText: 'Wir konnten die Ankündigungen gerade nicht abbestellen. Nichts ging verloren: Versuch es gleich noch einmal.',
    unsubscribeRetry: 'Nochmal versuchen',
    backHome: 'Zur Startseite',
    resubscribeButton: 'Ankündigungen wieder bekommen',
    resubscribing: 'Wird bestellt...',
    resubscribedTitle: 'Ankündigungen wieder bestellt',
    resubscribedText: `Du bekommst wieder ${product}-Ankündigungen an diese Adresse.`,
    resubscribeRefused:
      'Von hier aus können wir sie nicht wieder bestellen: Mails an diese Adresse wurden abgelehnt, oder unser Team hat sie abbestellt. Antworte auf eine Ankündigung, dann sehen wir nach.',
    unsubscribeLinkInvalid: 'Dieser Abmeldelink ist ungültig. Öffne den vollständigen Link aus der E-Mail.',
  });
}

/** The German texts of the catalogue's `site` section that a page shows; English's where German has none. */
function createSiteMessages(product: string, english: PageTextsOf<'site'>): PageTextsOf<'site'> {
  const site = siteArguments(product);
  return Object.freeze({
    ...english,
    loading: 'Wird geladen...',
    skipToContent: 'Zum Inhalt springen',
    mainNavigation: 'Hauptmenü',
    newsLink: 'News',
    footerReserve: (name: string | number) => `Reserviere deine ${formatNumber(name)}-ID`,
    footerSocial: 'Folge uns',
    footerPrivacy: 'Datenschutz',
    footerManage: 'Meine Reservierung verwalten',
    opensInNewTab: '(öffnet in neuem Tab)',
    appError: {
      title: 'Etwas ist schiefgelaufen',
      text: 'Diese Seite konnte nicht geladen werden. Prüfe deine Verbindung und versuch es noch einmal.',
      reload: 'Seite neu laden',
    },
    reserve: {
      pageTitle: `Reserviere deine ${product}-ID`,
      badge: 'Vor dem Launch · IDs sind frei',
      heading: 'Sichere dir deine',
      headingAccent: `${product}-ID`,
      lede: 'Sichere dir deinen Wunschnamen vor dem Launch. Eine ID pro Spieler – wer zuerst kommt, mahlt zuerst.',
      perks: [
        { title: 'Zum Launch gesichert', text: 'Deine ID liegt am Starttag für dich bereit.' },
        { title: 'Ein Klick zum Bestätigen', text: 'Wir schicken dir einen Link. Kein Passwort, keine App.' },
        { title: 'Kostenlos', text: 'Eine ID zu reservieren kostet nichts.' },
      ],
      stepOf: (step: string | number, total: string | number) => `Schritt ${formatNumber(step)} von ${formatNumber(total)}`,
      handleStepTitle: 'Wähle deine ID',
      emailStepTitle: 'Wohin sollen wir den Link schicken?',
      handleLabel: `${product}-ID`,
      handleHint: `${formatNumber(site.handleMin)}–${formatNumber(site.handleMax)} Zeichen, nur Buchstaben, Ziffern und Unterstriche.`,
      handlePlaceholder: 'deine_id',
      continue: 'Weiter',
      emailLabel: 'E-Mail',
      emailHint: 'Wir nutzen sie nur, um deine Reservierung zu bestätigen.',
      privacyLink: 'Wie wir mit deiner E-Mail und deinem Besuch umgehen',
      emailPlaceholder: 'du@beispiel.de',
      didYouMean: (email: string | number) => `Meintest du ${formatNumber(email)}?`,
      useSuggested: (email: string | number) => `Ja, ${formatNumber(email)} verwenden`,
      keepTyped: (email: string | number) => `Nein, ${formatNumber(email)} behalten`,
      back: 'Zurück',
      reservingFor: 'Reservierung für',
      checking: 'Verfügbarkeit wird geprüft...',
      available: (handle: string | number) => `@${formatNumber(handle)} ist frei`,
      unavailable: (handle: string | number) => `@${formatNumber(handle)} ist vergeben`,
      suggestionsLabel: 'Probier eine davon:',
      emailTakenNext:
        'Schon mit dieser E-Mail reserviert? Wir können dir den Bestätigungslink noch einmal schicken, oder gib oben eine andere E-Mail ein.',
      sendLinkAgain: 'Link noch einmal schicken',
      honeypotWebsite: 'Webseite',
      honeypotConfirm: 'Kontakt bestätigen',
      honeypotBackup: 'Ersatzleitung',
    },
    success: {
      handleHeld: `Öffne ihn innerhalb von ${formatNumber(site.verificationHours)} Stunden, um dir deine ID zu sichern.`,
      emailLabel: 'E-Mail',
      handleLabel: `${product}-ID`,
      comingSoon: 'Demnächst',
      previewAlt: `Vorschau der ${product}-Profilkarte, demnächst verfügbar`,
      followTitle: 'Während du wartest',
      followText: 'Folge uns für Launch-News und erste Einblicke.',
      follow: 'Folge uns auf X',
      noEmail: 'Noch keine E-Mail? Schau im Spam-Ordner nach oder lass sie dir noch einmal schicken.',
      resend: 'E-Mail erneut senden',
      resendIn: (seconds: string | number) => `E-Mail erneut senden (${formatNumber(seconds)} s)`,
      sending: 'Wird gesendet...',
      openInbox: (provider: string | number) => `${formatNumber(provider)} öffnen`,
      wrongEmail: 'Falsche E-Mail?',
      changeEmail: 'Ändern',
      manageLater: 'Später kannst du jederzeit ansehen, herunterladen oder löschen, was wir zu deiner Reservierung speichern:',
      manageLink: 'Meine Reservierung verwalten',
    },
    humanCheck: {
      close: 'Schließen',
      intro: 'Ein kurzes Gedächtnisspiel hält Bots draußen. Schau, welche Felder aufleuchten, und wiederhole sie.',
      padsLabel: 'Farbfelder',
      keyboardHint: 'Die Tasten 1 bis 4 drücken die Felder.',
      checking: 'Wird geprüft...',
      loadFailed: 'Das Spiel konnte nicht starten. Prüfe deine Verbindung und versuch es noch einmal.',
      pads: { red: 'Rot', green: 'Grün', blue: 'Blau', amber: 'Bernstein' },
    },
    simonSays: {
      pageTitle: 'Menschen-Check',
      title: 'Test des Menschen-Checks',
      text: 'Das Spiel öffnet sich von selbst. Wenn du es beendest oder schließt, lädt diese Seite neu.',
    },
    notFound: { pageTitle: 'Seite nicht gefunden' },
    language: {
      switcherLabel: 'Sprache',
      articleNotTranslated: (language: string | number) =>
        `Diesen Artikel gibt es noch nicht auf ${formatNumber(language)}, deshalb zeigen wir ihn auf Englisch.`,
      pageNotTranslated: (language: string | number) =>
        `Diese Seite gibt es noch nicht auf ${formatNumber(language)}, deshalb zeigen wir sie auf Englisch.`,
    },
  });
}

/** The German texts of the catalogue's `verify` section that a page shows; English's where German has none. */
function createVerifyMessages(product: string, english: PageTextsOf<'verify'>): PageTextsOf<'verify'> {
  return Object.freeze({
    ...english,
    pageTitle: 'Reservierung bestätigen',
    loadingTitle: 'Deine Reservierung wird bestätigt...',
    successTitle: 'Bestätigt!',
    successText: 'Deine ID ist bestätigt und für dich reserviert.',
    successNext: 'Wir schreiben dir vor dem Start. Wir sehen uns im Spiel.',
    alreadyVerifiedTitle: 'Bereits bestätigt',
    alreadyVerifiedText: 'Diese Reservierung wurde schon bestätigt. Es gibt nichts mehr zu tun.',
    follow: 'Folge uns für Neuigkeiten zum Start',
    raceLostTitle: 'Schon vergeben',
    raceLostText: (handle: string | number) => `Jemand hat @${formatNumber(handle)} kurz vor dir bestätigt. Diese sind noch frei:`,
    raceLostTextNoHandle: 'Jemand hat diese ID kurz vor dir bestätigt. Diese sind noch frei:',
    suggestionsLabel: 'Freie IDs',
    demoHandle: 'player_one',
    expiredTitle: 'Link abgelaufen',
    errorTitle: 'Bestätigung fehlgeschlagen',
    invalidText: 'Prüfe, ob du den ganzen Link aus der E-Mail geöffnet hast.',
    resend: 'Neuen Link senden',
    resendIn: (seconds: string | number) => `Neuen Link senden (${formatNumber(seconds)} s)`,
    sending: 'Wird gesendet...',
    askEmail: 'Gib die E-Mail-Adresse deiner Reservierung ein, dann senden wir dorthin einen neuen Link.',
    useEmail: 'Stattdessen meine E-Mail nutzen',
    emailLabel: 'E-Mail',
    sendLink: 'Link senden',
    backHome: 'Zur Startseite',
    newsLink: 'Neuigkeiten lesen',
    manageLink: 'Meine Reservierung verwalten',
  });
}

/** The German texts of the catalogue's `newsPage` section that a page shows; English's where German has none. */
function createNewsPageMessages(product: string, english: PageTextsOf<'newsPage'>): PageTextsOf<'newsPage'> {
  return Object.freeze({
    ...english,
    listEyebrow: 'Wissen',
    listHeading: `${product} Neuigkeiten`,
    listDescription: `Neuigkeiten, Updates und Guides zum Start vom ${product}-Team.`,
    readingTime: (minutes: string | number) => `${formatNumber(minutes)} Min. Lesezeit`,
    byAuthor: (author: string | number) => `Von ${formatNumber(author)}`,
    categories: { announcements: 'Ankündigungen', updates: 'Neuerungen', guides: 'Anleitungen', roadmap: 'Roadmap' },
    back: 'Zurück',
    articleActions: 'Aktionen zum Artikel',
    tableOfContents: 'Auf dieser Seite',
    postLoading: 'Beitrag wird geladen...',
    postLikes: (count: string | number) => `Gefällt mir. Dieser Beitrag hat ${formatNumber(count)} Likes`,
    postReply: 'Antworten',
    notifications: 'Benachrichtigungen',
    dismiss: 'Schließen',
    player: {
      region: 'Vorlesen',
      playing: 'Wird vorgelesen',
      paused: 'Pausiert',
      ready: 'Bereit zum Vorlesen',
      play: 'Abspielen',
      pause: 'Pausieren',
      resume: 'Fortsetzen',
      stop: 'Stoppen',
      stopListening: 'Vorlesen beenden',
      settings: 'Einstellungen',
      reset: 'Zurücksetzen',
      progress: 'Fortschritt',
      speed: 'Tempo',
      pitch: 'Tonhöhe',
      pitchPreset: (pitch: string | number) => `Tonhöhe ${formatNumber(pitch)}`,
      voice: 'Stimme',
      sentence: (index: string | number, total: string | number) => `Satz ${formatNumber(index)} von ${formatNumber(total)}`,
      time: (current: string | number, total: string | number) => `${formatNumber(current)} / ${formatNumber(total)}`,
    },
  });
}

/** German as a page's script reads it: each section's texts, made from the page's English ones. */
export const CATALOGUE: PageCatalogue = {
  public: createPublicPageMessages,
  news: createNewsMessages,
  manage: createManagePageMessages,
  suppression: createSuppressionMessages,
  site: createSiteMessages,
  verify: createVerifyMessages,
  newsPage: createNewsPageMessages,
};
