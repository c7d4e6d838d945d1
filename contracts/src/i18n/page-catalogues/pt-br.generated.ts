// Generated from catalogues/pt-br.json and en.json by contracts/scripts/compile-english.mjs (the contracts build): edit the JSON.
import type { PageCatalogue, PageTextsOf } from '../catalogue';
import { COMPACT, numberFormatter } from '../number-format';
import { siteArguments } from '../site-arguments';

const formatNumber = numberFormatter('pt-BR');

const formatCount = numberFormatter('pt-BR', COMPACT);

let pluralRules: Intl.PluralRules | undefined;
const pluralOf = (value: number): Intl.LDMLPluralRule => (pluralRules ??= new Intl.PluralRules('pt-BR')).select(value);

/** The Brazilian Portuguese texts of the catalogue's `public` section that a page shows; English's where Brazilian Portuguese has none. */
function createPublicPageMessages(product: string, english: PageTextsOf<'public'>): PageTextsOf<'public'> {
  const site = siteArguments(product);
  return Object.freeze({
    ...english,
    reserve: 'Reservar',
    reserving: 'Reservando...',
    oneMoreStep: 'Só mais um passo',
    reservationCreated: 'Confira seu e-mail: enviamos um link para confirmar sua reserva.',
    handleHold: (minutes: number) =>
      `Guardamos este ID para você por ${pluralOf(minutes) === 'one' ? `${formatNumber(minutes)} minuto` : `${formatNumber(minutes)} minutos`} depois da reserva. O link funciona por ${formatNumber(site.verificationHours)} horas, mas ${pluralOf(minutes) === 'one' ? `depois desse minuto` : `depois desses ${formatNumber(minutes)} minutos`} outra pessoa pode reservar o ID e confirmá-lo antes.`,
    reserveYourId: 'Reserve seu ID',
    reserveProductId: `Reservar ID ${product}`,
    emailRequired: 'O e-mail é obrigatório',
    emailInvalid: 'Formato de e-mail inválido',
    emailAlias: 'Aliases de e-mail não são permitidos',
    emailDisposable: 'E-mails descartáveis não são permitidos',
    emailDomainBusy: 'Muitos cadastros deste domínio de e-mail agora. Tente mais tarde ou use outro endereço.',
    emailDomainNoMail: 'O domínio deste e-mail não pode receber mensagens. Confira se há erro de digitação.',
    handleRequired: `O ID ${product} é obrigatório`,
    handleFormat: `O ID deve ter de ${formatNumber(site.handleMin)} a ${formatNumber(site.handleMax)} caracteres, apenas letras, números e sublinhados`,
    handleRule: `de ${formatNumber(site.handleMin)} a ${formatNumber(site.handleMax)} caracteres, apenas letras, números e sublinhados`,
    handleDigitsOnly: 'O ID deve ter pelo menos uma letra',
    handleRestricted: 'O ID contém conteúdo restrito',
    handleReserved: 'Este ID é reservado',
    tooManyAttempts: (minutes: string | number) =>
      `Muitas tentativas. Tente de novo em ${pluralOf(Number(minutes)) === 'one' ? `${formatNumber(Number(minutes))} minuto` : `${formatNumber(Number(minutes))} minutos`}.`,
    tooManyPending:
      'Você já tem várias reservas aguardando confirmação. Confirme uma pelo e-mail dela, ou espere o link expirar, antes de reservar outra.',
    submitFailedNotReserved: 'Ocorreu um erro e você precisa enviar de novo. O ID não foi reservado.',
    alreadyRegistered: 'Estas informações já estão cadastradas.',
    emailTaken: 'Este e-mail já está cadastrado.',
    handleTaken: `Este ID ${product} já está em uso.`,
    genericError: 'Ocorreu um erro. Tente novamente.',
    busyRetrying: (seconds: string | number) => `Muita gente está reservando agora — tentando de novo em ${formatNumber(seconds)} s…`,
    busyGaveUp: (action: string | number) =>
      `Não conseguimos falar com o servidor por um minuto. Nada foi perdido: toque em ${formatNumber(action)} para tentar de novo.`,
    humanCheckTitle: 'Você é humano?',
    startGame: 'COMEÇAR',
    followPattern: `Siga a sequência de ${formatNumber(site.patternLength)} cores`,
    watchPattern: 'Observe a sequência...',
    getReady: 'Prepare-se...',
    yourTurn: 'Sua vez!',
    wrongSequence: 'Sequência errada! Tente de novo.',
    goodGame: 'Boa partida!',
    tryAgain: 'Tentar de novo',
    audioNotSupported: 'Áudio não suportado',
    invalidVerificationLink: 'Link de verificação inválido',
    linkValidity: `Os links de verificação valem por ${formatNumber(site.verificationHours)} horas.`,
    verifyFailedDefault: 'Não foi possível verificar sua reserva. O link pode ser inválido ou ter expirado.',
    tryDifferentId: 'Tentar outro ID',
  });
}

/** The Brazilian Portuguese texts of the catalogue's `news` section that a page shows; English's where Brazilian Portuguese has none. */
function createNewsMessages(product: string, english: PageTextsOf<'news'>): PageTextsOf<'news'> {
  return Object.freeze({
    ...english,
    noArticles: 'Ainda não há artigos. Volte em breve!',
    articleNotFound: 'Artigo não encontrado',
    articleNotFoundDetail: 'O artigo que você procura não existe.',
    backToLearn: 'Voltar às notícias',
    articlePageTitle: (title: string | number) => `${formatNumber(title)} | Notícias de ${product}`,
    listen: 'Ouvir',
    share: 'Compartilhar',
    shareFailed: 'Não foi possível compartilhar o artigo',
    shared: 'Compartilhado!',
    linkCopied: 'Link copiado!',
    copied: 'Copiado!',
    copyLink: 'Copiar link',
    tweetNotFound: 'Tweet não encontrado',
    tweetNotFoundDetail: 'Não foi possível encontrar o tweet incorporado...',
    replyingTo: (handle: string | number) => `Em resposta a @${formatNumber(handle)}`,
    readReplies: (count: number) =>
      `Ler ${pluralOf(count) === 'one' ? `${formatCount(count)} resposta` : `${formatCount(count)} respostas`}`,
    readMoreOn: (platform: string | number) => `Leia mais no ${formatNumber(platform)}`,
    continueWatchingOn: (platform: string | number) => `Continue assistindo no ${formatNumber(platform)}`,
    viewReplies: 'Ver respostas',
    notFoundCode: '404',
    wrongTurn: 'Caminho errado',
    secretLevel: 'Parece que aquela fase secreta era secreta mesmo.',
  });
}

/** The Brazilian Portuguese texts of the catalogue's `manage` section that a page shows; English's where Brazilian Portuguese has none. */
function createManagePageMessages(product: string, english: PageTextsOf<'manage'>): PageTextsOf<'manage'> {
  const site = siteArguments(product);
  return Object.freeze({
    ...english,
    manageTitle: 'Gerencie sua reserva',
    manageIntro: `Digite o e-mail com que você reservou seu ID ${product}. Se houver uma reserva, enviamos um link para ver, baixar ou excluir o que guardamos sobre ela.`,
    manageEmailLabel: 'E-mail',
    manageSendLink: 'Me envie um link',
    manageSending: 'Enviando...',
    manageLinkRequested: 'Se este endereço tiver uma reserva, um link para gerenciá-la está a caminho. Confira sua caixa de entrada.',
    manageLinkSentTo: (email: string | number) =>
      `Se ${formatNumber(email)} tiver uma reserva, um link para gerenciá-la está a caminho desse endereço. Confira essa caixa de entrada: o link funciona por ${formatNumber(site.manageLinkDays)} dias.`,
    manageOtherAddress: 'Usar outro endereço',
    manageHandle: `ID ${product}`,
    manageEmail: 'E-mail',
    manageStatus: 'Status',
    manageStatuses: { pending: 'Aguardando confirmação', verified: 'Confirmada', expired: 'Link expirado' },
    manageCreated: 'Reservado em',
    manageConfirmed: 'Confirmado em',
    manageAnnouncements: 'Anúncios',
    manageAnnouncementsOn: 'Você recebe anúncios.',
    manageAnnouncementsOff: 'Você não recebe anúncios.',
    manageDownload: 'Baixar meus dados',
    manageSeeData: 'Ver meus dados, explicados',
    manageStopAnnouncements: 'Parar os anúncios',
    manageStartAnnouncements: 'Receber anúncios',
    manageDelete: 'Excluir minha reserva',
    manageDeleting: 'Enviando...',
    manageDeleteWarning: `A exclusão remove sua reserva e seu e-mail do ${product}. Seu ID continua ocupado por um tempo; depois, qualquer pessoa pode reservá-lo.`,
    manageCheckMail: `Confira seu e-mail: enviamos um link para confirmar a exclusão. Ele funciona uma vez, por ${formatNumber(site.eraseLinkHours)} hora.`,
    eraseRequestedTitle: 'Confira sua caixa de entrada',
    eraseRequestedText: (domain: string | number) =>
      `Enviamos um link para confirmar a exclusão para o seu endereço em ${formatNumber(domain)}. Ele funciona uma vez, por ${formatNumber(site.eraseLinkHours)} hora.`,
    eraseNothingYet: 'Nada foi excluído ainda: sua reserva continua como está até você abrir esse link e confirmar.',
    eraseBackToManage: 'Voltar à minha reserva',
    manageLinkInvalidTitle: 'Este link não funciona',
    manageLinkInvalidText: `Ele pode ter expirado (os links funcionam por ${formatNumber(site.manageLinkDays)} dias) ou a reserva foi excluída. Peça um novo link.`,
    manageAskAgain: 'Pedir um novo link',
    manageFailed: 'Algo deu errado. Nada foi alterado: tente de novo daqui a pouco.',
    eraseTitle: 'Excluir sua reserva',
    eraseChecking: 'Verificando o link...',
    eraseAsk: (handle: string | number) =>
      `Excluir de vez do ${product} sua reserva de @${formatNumber(handle)} e seu e-mail? Isso não pode ser desfeito.`,
    eraseButton: 'Excluir de vez',
    erasing: 'Excluindo...',
    erasedTitle: 'Sua reserva foi excluída',
    erasedText: (handle: string | number) =>
      `Removemos do ${product} sua reserva de @${formatNumber(handle)}, seu e-mail e o registro dos e-mails que enviamos a você.`,
    erasedKeptTitle: 'O que guardamos',
    erasedKeptHandle: (handle: string | number, date: string | number) =>
      `O ID @${formatNumber(handle)} continua ocupado até ${formatNumber(date)}, para que ninguém tome o seu lugar de imediato. Depois disso, qualquer pessoa pode reservá-lo.`,
    erasedKeptHandleForEver: (handle: string | number) => `O ID @${formatNumber(handle)} já foi resgatado no jogo, então continua ocupado.`,
    erasedKeptUnsubscribe:
      'Um código gerado a partir do seu endereço, do qual não é possível recuperar o endereço, para que o cancelamento da inscrição continue valendo se você reservar de novo.',
    erasedKeptSuppression:
      'Um código gerado a partir do seu endereço, do qual não é possível recuperar o endereço, para não enviarmos anúncios a ele.',
    backHomeShort: 'Voltar ao início',
    eraseLinkInvalid: `Este link de exclusão não é válido: ele funciona uma vez, por ${formatNumber(site.eraseLinkHours)} hora. Peça um novo link de gerenciamento em /manage e peça a exclusão de novo.`,
    eraseLinkUsedTitle: 'Este link de exclusão não funciona mais',
    eraseLinkUsedText: `Ele já foi usado ou a hora dele acabou: um link de exclusão funciona uma vez, por ${formatNumber(site.eraseLinkHours)} hora. Nada foi excluído com ele agora. Para excluir sua reserva, peça um novo link de gerenciamento e peça a exclusão de novo.`,
    dataTitle: 'Seus dados, explicados',
    dataIntro:
      'Tudo o que guardamos sobre sua reserva, e por quê. O download traz o mesmo em JSON, um formato que outros serviços conseguem ler; cada parte abaixo indica seu lugar nesse arquivo.',
    dataExportedAt: 'Consultado em',
    dataPrint: 'Imprimir ou salvar como PDF',
    dataInFile: 'No arquivo:',
    dataNone: 'Não registrado',
    dataReservationTitle: 'Sua reserva',
    dataReservationWhy: 'Guardamos para segurar seu ID até o lançamento e para escrever para você sobre ele.',
    dataLastSent: 'Último e-mail de confirmação',
    dataConfirmationsSent: 'E-mails de confirmação enviados',
    dataAttributionTitle: 'Como você nos encontrou',
    dataAttributionWhy:
      'Contamos quais links e posts trazem jogadores. Do site de onde você veio guardamos só o nome, e nada segue você em outros lugares.',
    dataSource: 'Origem',
    dataReferrer: 'Site de onde você veio',
    dataCampaign: 'Campanha (origem / meio / nome)',
    dataLanding: 'Primeira página que você abriu',
    dataConsentTitle: 'O aviso de privacidade que você aceitou',
    dataConsentWhy: 'Guardamos com qual versão do aviso você reservou, para mostrar o que foi informado a você.',
    dataNoticeDate: 'Versão do aviso',
    dataNoticeHash: 'Impressão digital do texto exato',
    dataConsentLanguage: 'Idioma',
    dataAcceptedAt: 'Aceito em',
    dataMailsTitle: 'E-mails que enviamos a você',
    dataMailsWhy: 'Registramos o que enviamos e quando, para limitar quantas vezes escrevemos e responder se você perguntar sobre algum.',
    dataMailKinds: {
      confirmation: 'Link para confirmar sua reserva',
      manage_link: 'Link para gerenciar sua reserva',
      erase_link: 'Link para confirmar uma exclusão',
      announcement: 'Anúncio',
    },
    dataNoMails: 'Nenhum',
    dataSuppressionTitle: 'Anúncios',
    dataSuppressionWhy: 'Se os anúncios para você estão parados, anotamos isso para que nenhum seja enviado.',
    dataSuppressionReasons: {
      unsubscribed: 'Parados: você cancelou a inscrição',
      complained: 'Parados: você marcou um como spam',
      bounced: 'Parados: sua caixa de entrada recusou nosso e-mail',
      manual: 'Parados pela nossa equipe',
    },
    dataSince: 'Desde',
    dataClaimTitle: 'Seu ID separado',
    dataClaimWhy: 'Seu ID fica separado para você quando você confirma a reserva; aqui você vê se está e desde quando.',
    dataClaimState: 'Seu ID',
    dataClaimHeld: 'Separado para você',
    dataClaimNotHeld: 'Ainda não separado',
  });
}

/** The Brazilian Portuguese texts of the catalogue's `suppression` section that a page shows; English's where Brazilian Portuguese has none. */
function createSuppressionMessages(product: string, english: PageTextsOf<'suppression'>): PageTextsOf<'suppression'> {
  return Object.freeze({
    ...english,
    unsubscribePageTitle: 'Parar os anúncios',
    unsubscribeAsk: `Parar de receber anúncios do ${product} neste endereço?`,
    unsubscribeAbout: (handle: string | number) => `Trata-se da sua reserva do ID ${product} @${formatNumber(handle)}.`,
    unsubscribeStillReceive:
      'Você continuará recebendo os e-mails que você mesmo pedir, como o link de confirmação ao reservar um ID. Sua reserva continua como está.',
    unsubscribeButton: 'Parar os anúncios',
    unsubscribing: 'Cancelando...',
    unsubscribedTitle: 'Anúncios cancelados',
    unsubscribedText: `Você não receberá mais anúncios do ${product} neste endereço.`,
    unsubscribeSampleText: 'Esta era uma cópia de teste de um anúncio, então nenhum endereço foi alterado.',
    unsubscribeInvalidTitle: 'Link de cancelamento inválido',
    unsubscribeInvalidText:
      'Confira se você abriu o link completo do e-mail. Você também pode responder a qualquer anúncio e pedir para pararmos.',
    unsubscribeFailedTitle: 'Algo deu errado',
    unsubscribeFailedText: 'Não conseguimos cancelar os anúncios agora. Nada foi perdido: tente de novo daqui a pouco.',
    unsubscribeRetry: 'Tentar de novo',
    backHome: 'Voltar ao início',
    resubscribeButton: 'Voltar a receber anúncios',
    resubscribing: 'Ativando...',
    resubscribedTitle: 'Anúncios reativados',
    resubscribedText: `Você voltará a receber anúncios do ${product} neste endereço.`,
    resubscribeRefused:
      'Não conseguimos reativá-los por aqui: este endereço recusou nosso e-mail, ou nossa equipe os parou. Responda a qualquer anúncio e vamos verificar.',
    unsubscribeLinkInvalid: 'Este link de cancelamento não é válido. Abra o link completo do e-mail.',
  });
}

/** The Brazilian Portuguese texts of the catalogue's `site` section that a page shows; English's where Brazilian Portuguese has none. */
function createSiteMessages(product: string, english: PageTextsOf<'site'>): PageTextsOf<'site'> {
  const site = siteArguments(product);
  return Object.freeze({
    ...english,
    loading: 'Carregando...',
    skipToContent: 'Pular para o conteúdo',
    mainNavigation: 'Principal',
    newsLink: 'Notícias',
    footerReserve: (name: string | number) => `Reserve seu ID ${formatNumber(name)}`,
    footerSocial: 'Siga a gente',
    footerPrivacy: 'Privacidade',
    footerManage: 'Gerenciar minha reserva',
    opensInNewTab: '(abre em uma nova aba)',
    appError: {
      title: 'Algo deu errado',
      text: 'Não foi possível carregar esta página. Verifique sua conexão e tente de novo.',
      reload: 'Recarregar página',
    },
    reserve: {
      pageTitle: `Reserve seu ID ${product}`,
      badge: 'Pré-lançamento · IDs liberados',
      heading: 'Garanta seu',
      headingAccent: `ID ${product}`,
      lede: 'Garanta o nome que você quer antes do lançamento. Um ID por jogador: quem chegar primeiro leva.',
      perks: [
        { title: 'Seu no lançamento', text: 'Seu ID fica guardado para você no dia da estreia.' },
        { title: 'Confirme com um clique', text: 'Enviamos um link por e-mail. Sem senha, sem app.' },
        { title: 'Grátis', text: 'Reservar um ID não custa nada.' },
      ],
      stepOf: (step: string | number, total: string | number) => `Passo ${formatNumber(step)} de ${formatNumber(total)}`,
      handleStepTitle: 'Escolha seu ID',
      emailStepTitle: 'Para onde enviamos o link?',
      handleLabel: `ID ${product}`,
      handleHint: `De ${formatNumber(site.handleMin)} a ${formatNumber(site.handleMax)} caracteres, apenas letras, números e sublinhados.`,
      handlePlaceholder: 'seu_id',
      continue: 'Continuar',
      emailLabel: 'E-mail',
      emailHint: 'Usamos só para confirmar sua reserva.',
      privacyLink: 'Como tratamos seu e-mail e sua visita',
      emailPlaceholder: 'voce@exemplo.com',
      didYouMean: (email: string | number) => `Você quis dizer ${formatNumber(email)}?`,
      useSuggested: (email: string | number) => `Sim, usar ${formatNumber(email)}`,
      keepTyped: (email: string | number) => `Não, manter ${formatNumber(email)}`,
      back: 'Voltar',
      reservingFor: 'Reservando',
      checking: 'Verificando disponibilidade...',
      available: (handle: string | number) => `@${formatNumber(handle)} está disponível`,
      unavailable: (handle: string | number) => `@${formatNumber(handle)} já está em uso`,
      suggestionsLabel: 'Tente um destes:',
      emailTakenNext: 'Já reservou com este e-mail? Podemos reenviar o link de confirmação, ou digite outro e-mail acima.',
      sendLinkAgain: 'Reenviar meu link',
      honeypotWebsite: 'Site',
      honeypotConfirm: 'Confirmar contato',
      honeypotBackup: 'Linha reserva',
    },
    success: {
      handleHeld: `Abra em até ${formatNumber(site.verificationHours)} horas para garantir seu ID.`,
      emailLabel: 'E-mail',
      handleLabel: `ID ${product}`,
      comingSoon: 'Em breve',
      previewAlt: `Prévia do cartão de perfil do ${product}, em breve`,
      followTitle: 'Enquanto você espera',
      followText: 'Siga a gente para novidades do lançamento e prévias.',
      follow: 'Siga a gente no X',
      noEmail: 'Ainda sem e-mail? Confira a pasta de spam ou envie de novo.',
      resend: 'Reenviar e-mail',
      resendIn: (seconds: string | number) => `Reenviar e-mail (${formatNumber(seconds)} s)`,
      sending: 'Enviando...',
      openInbox: (provider: string | number) => `Abrir ${formatNumber(provider)}`,
      wrongEmail: 'E-mail errado?',
      changeEmail: 'Alterar',
      manageLater: 'Depois, você pode ver, baixar ou excluir a qualquer momento o que guardamos sobre sua reserva:',
      manageLink: 'Gerenciar minha reserva',
    },
    humanCheck: {
      close: 'Fechar',
      intro: 'Um jogo rápido de memória mantém os bots de fora. Veja os botões acenderem e repita a sequência.',
      padsLabel: 'Botões coloridos',
      keyboardHint: 'As teclas 1 a 4 apertam os botões.',
      checking: 'Verificando...',
      loadFailed: 'Não foi possível iniciar o jogo. Verifique sua conexão e tente de novo.',
      pads: { red: 'Vermelho', green: 'Verde', blue: 'Azul', amber: 'Âmbar' },
    },
    simonSays: {
      pageTitle: 'Verificação humana',
      title: 'Teste de verificação humana',
      text: 'O jogo abre sozinho. Ao terminar ou fechar, esta página é recarregada.',
    },
    notFound: { pageTitle: 'Página não encontrada' },
    language: {
      switcherLabel: 'Idioma',
      articleNotTranslated: (language: string | number) =>
        `Este artigo ainda não está disponível em ${formatNumber(language)}, então aqui está ele em inglês.`,
      pageNotTranslated: (language: string | number) =>
        `Esta página ainda não está disponível em ${formatNumber(language)}, então aqui está ela em inglês.`,
    },
  });
}

/** The Brazilian Portuguese texts of the catalogue's `verify` section that a page shows; English's where Brazilian Portuguese has none. */
function createVerifyMessages(product: string, english: PageTextsOf<'verify'>): PageTextsOf<'verify'> {
  return Object.freeze({
    ...english,
    pageTitle: 'Verifique sua reserva',
    loadingTitle: 'Verificando sua reserva...',
    successTitle: 'Verificado!',
    successText: 'Seu ID está confirmado e reservado para você.',
    successNext: 'Vamos te mandar um e-mail antes do lançamento. Até o jogo.',
    alreadyVerifiedTitle: 'Já verificado',
    alreadyVerifiedText: 'Esta reserva já foi confirmada. Não precisa fazer mais nada.',
    follow: 'Siga para novidades do lançamento',
    raceLostTitle: 'Já reservado',
    raceLostText: (handle: string | number) => `Alguém confirmou @${formatNumber(handle)} pouco antes de você. Estes ainda estão livres:`,
    raceLostTextNoHandle: 'Alguém confirmou esse ID pouco antes de você. Estes ainda estão livres:',
    suggestionsLabel: 'IDs disponíveis',
    demoHandle: 'player_one',
    expiredTitle: 'Link expirado',
    errorTitle: 'A verificação falhou',
    invalidText: 'Confira se você abriu o link completo do e-mail.',
    resend: 'Enviar um novo link',
    resendIn: (seconds: string | number) => `Enviar um novo link (${formatNumber(seconds)} s)`,
    sending: 'Enviando...',
    askEmail: 'Digite o e-mail usado na reserva e enviaremos um novo link para ele.',
    useEmail: 'Usar meu e-mail',
    emailLabel: 'E-mail',
    sendLink: 'Enviar link',
    backHome: 'Voltar ao início',
    newsLink: 'Ler as notícias',
    manageLink: 'Gerenciar minha reserva',
  });
}

/** The Brazilian Portuguese texts of the catalogue's `newsPage` section that a page shows; English's where Brazilian Portuguese has none. */
function createNewsPageMessages(product: string, english: PageTextsOf<'newsPage'>): PageTextsOf<'newsPage'> {
  return Object.freeze({
    ...english,
    listEyebrow: 'Aprenda',
    listHeading: `Notícias de ${product}`,
    listDescription: `Notícias do lançamento, novidades e guias da equipe de ${product}.`,
    readingTime: (minutes: string | number) => `${formatNumber(minutes)} min de leitura`,
    byAuthor: (author: string | number) => `Por ${formatNumber(author)}`,
    categories: { announcements: 'Anúncios', updates: 'Atualizações', guides: 'Guias', roadmap: 'Roteiro' },
    back: 'Voltar',
    articleActions: 'Ações do artigo',
    tableOfContents: 'Nesta página',
    postLoading: 'Carregando post...',
    postLikes: (count: string | number) => `Curtir. Este post tem ${formatNumber(count)} curtidas`,
    postReply: 'Responder',
    notifications: 'Notificações',
    dismiss: 'Fechar',
    player: {
      region: 'Leitura em voz alta',
      playing: 'Lendo em voz alta',
      paused: 'Pausado',
      ready: 'Pronto para ler',
      play: 'Reproduzir',
      pause: 'Pausar',
      resume: 'Continuar',
      stop: 'Parar',
      stopListening: 'Parar de ouvir',
      settings: 'Configurações',
      reset: 'Redefinir',
      progress: 'Progresso',
      speed: 'Velocidade',
      pitch: 'Tom',
      pitchPreset: (pitch: string | number) => `Tom ${formatNumber(pitch)}`,
      voice: 'Voz',
      sentence: (index: string | number, total: string | number) => `Frase ${formatNumber(index)} de ${formatNumber(total)}`,
      time: (current: string | number, total: string | number) => `${formatNumber(current)} / ${formatNumber(total)}`,
    },
  });
}

/** Brazilian Portuguese as a page's script reads it: each section's texts, made from the page's English ones. */
export const CATALOGUE: PageCatalogue = {
  public: createPublicPageMessages,
  news: createNewsMessages,
  manage: createManagePageMessages,
  suppression: createSuppressionMessages,
  site: createSiteMessages,
  verify: createVerifyMessages,
  newsPage: createNewsPageMessages,
};
