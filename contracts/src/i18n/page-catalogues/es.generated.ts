// Generated from catalogues/es.json and en.json by contracts/scripts/compile-english.mjs (the contracts build): edit the JSON.
import type { PageCatalogue, PageTextsOf } from '../catalogue';
import { COMPACT, numberFormatter } from '../number-format';
import { siteArguments } from '../site-arguments';

const formatNumber = numberFormatter('es');

const formatCount = numberFormatter('es', COMPACT);

let pluralRules: Intl.PluralRules | undefined;
const pluralOf = (value: number): Intl.LDMLPluralRule => (pluralRules ??= new Intl.PluralRules('es')).select(value);

/** The Spanish texts of the catalogue's `public` section that a page shows; English's where Spanish has none. */
function createPublicPageMessages(product: string, english: PageTextsOf<'public'>): PageTextsOf<'public'> {
  const site = siteArguments(product);
  return Object.freeze({
    ...english,
    reserve: 'Reservar',
    reserving: 'Reservando...',
    oneMoreStep: 'Un paso más',
    reservationCreated: 'Revisa tu correo: te enviamos un enlace para confirmar tu reserva.',
    handleHold: (minutes: number) =>
      `Guardamos este ID para ti durante ${pluralOf(minutes) === 'one' ? `${formatNumber(minutes)} minuto` : `${formatNumber(minutes)} minutos`} después de reservarlo. El enlace funciona ${formatNumber(site.verificationHours)} horas, pero ${pluralOf(minutes) === 'one' ? `pasado ese minuto` : `pasados esos ${formatNumber(minutes)} minutos`} otra persona podría reservar el ID y confirmarlo antes.`,
    reserveYourId: 'Reserva tu ID',
    reserveProductId: `Reservar ID de ${product}`,
    emailRequired: 'El correo es obligatorio',
    emailInvalid: 'Formato de correo no válido',
    emailAlias: 'No se permiten alias de correo',
    emailDisposable: 'No se permiten correos desechables',
    emailDomainBusy: 'Demasiados registros desde este dominio de correo ahora mismo. Inténtalo más tarde o usa otra dirección.',
    emailDomainNoMail: 'El dominio de este correo no puede recibir mensajes. Revisa si hay una errata.',
    handleRequired: `El ID de ${product} es obligatorio`,
    handleFormat: `El ID debe tener de ${formatNumber(site.handleMin)} a ${formatNumber(site.handleMax)} caracteres, solo letras, números y guiones bajos`,
    handleRule: `de ${formatNumber(site.handleMin)} a ${formatNumber(site.handleMax)} caracteres, solo letras, números y guiones bajos`,
    handleDigitsOnly: 'El ID debe contener al menos una letra',
    handleRestricted: 'El ID contiene contenido restringido',
    handleReserved: 'Este ID está reservado',
    tooManyAttempts: (minutes: string | number) =>
      `Demasiados intentos. Vuelve a intentarlo en ${pluralOf(Number(minutes)) === 'one' ? `${formatNumber(Number(minutes))} minuto` : `${formatNumber(Number(minutes))} minutos`}.`,
    tooManyPending:
      'Ya tienes varias reservas pendientes de confirmar. Confirma una desde su correo, o espera a que caduque su enlace, antes de reservar otra.',
    submitFailedNotReserved: 'Hubo un error y tienes que volver a enviarlo. El ID no se ha reservado.',
    alreadyRegistered: 'Estos datos ya están registrados.',
    emailTaken: 'Este correo ya está registrado.',
    handleTaken: `Este ID de ${product} ya está ocupado.`,
    genericError: 'Se produjo un error. Inténtalo de nuevo.',
    busyRetrying: (seconds: string | number) => `Mucha gente está reservando ahora mismo: reintentando en ${formatNumber(seconds)} s…`,
    busyGaveUp: (action: string | number) =>
      `No pudimos conectar con el servidor durante un minuto. No se ha perdido nada: pulsa ${formatNumber(action)} para intentarlo de nuevo.`,
    humanCheckTitle: '¿Eres humano?',
    startGame: 'EMPEZAR',
    followPattern: `Sigue la secuencia de ${formatNumber(site.patternLength)} colores`,
    watchPattern: 'Observa la secuencia...',
    getReady: 'Prepárate...',
    yourTurn: '¡Tu turno!',
    wrongSequence: '¡Secuencia incorrecta! Inténtalo de nuevo.',
    goodGame: '¡Buena partida!',
    tryAgain: 'Reintentar',
    audioNotSupported: 'Audio no compatible',
    invalidVerificationLink: 'Enlace de verificación no válido',
    linkValidity: `Los enlaces de verificación son válidos durante ${formatNumber(site.verificationHours)} horas.`,
    verifyFailedDefault: 'No pudimos verificar tu reserva. Puede que el enlace no sea válido o haya caducado.',
    tryDifferentId: 'Prueba otro ID',
  });
}

/** The Spanish texts of the catalogue's `news` section that a page shows; English's where Spanish has none. */
function createNewsMessages(product: string, english: PageTextsOf<'news'>): PageTextsOf<'news'> {
  return Object.freeze({
    ...english,
    noArticles: 'Aún no hay artículos. ¡Vuelve pronto!',
    articleNotFound: 'Artículo no encontrado',
    articleNotFoundDetail: 'El artículo que buscas no existe.',
    backToLearn: 'Volver a Noticias',
    articlePageTitle: (title: string | number) => `${formatNumber(title)} | Noticias de ${product}`,
    listen: 'Escuchar',
    share: 'Compartir',
    shareFailed: 'No se pudo compartir el artículo',
    shared: '¡Compartido!',
    linkCopied: '¡Enlace copiado al portapapeles!',
    copied: '¡Copiado!',
    copyLink: 'Copiar enlace',
    tweetNotFound: 'Tuit no encontrado',
    tweetNotFoundDetail: 'No se encontró el tuit insertado...',
    replyingTo: (handle: string | number) => `En respuesta a @${formatNumber(handle)}`,
    readReplies: (count: number) =>
      `Leer ${pluralOf(count) === 'one' ? `${formatCount(count)} respuesta` : `${formatCount(count)} respuestas`}`,
    readMoreOn: (platform: string | number) => `Leer más en ${formatNumber(platform)}`,
    continueWatchingOn: (platform: string | number) => `Seguir viendo en ${formatNumber(platform)}`,
    viewReplies: 'Ver respuestas',
    notFoundCode: '404',
    wrongTurn: 'Te has perdido',
    secretLevel: 'Parece que ese nivel secreto era secreto de verdad.',
  });
}

/** The Spanish texts of the catalogue's `manage` section that a page shows; English's where Spanish has none. */
function createManagePageMessages(product: string, english: PageTextsOf<'manage'>): PageTextsOf<'manage'> {
  const site = siteArguments(product);
  return Object.freeze({
    ...english,
    manageTitle: 'Gestiona tu reserva',
    manageIntro: `Escribe la dirección de correo con la que reservaste tu ID de ${product}. Si tiene una reserva, le enviamos un enlace para ver, descargar o borrar lo que guardamos sobre ella.`,
    manageEmailLabel: 'Correo',
    manageSendLink: 'Envíame un enlace',
    manageSending: 'Enviando...',
    manageLinkRequested: 'Si esta dirección tiene una reserva, te llega un enlace para gestionarla. Revisa tu bandeja de entrada.',
    manageLinkSentTo: (email: string | number) =>
      `Si ${formatNumber(email)} tiene una reserva, le llega un enlace para gestionarla. Revisa esa bandeja de entrada: el enlace funciona ${formatNumber(site.manageLinkDays)} días.`,
    manageOtherAddress: 'Usar otra dirección',
    manageHandle: `ID de ${product}`,
    manageEmail: 'Correo',
    manageStatus: 'Estado',
    manageStatuses: { pending: 'Pendiente de confirmación', verified: 'Confirmada', expired: 'Enlace caducado' },
    manageCreated: 'Reservado el',
    manageConfirmed: 'Confirmado el',
    manageAnnouncements: 'Anuncios',
    manageAnnouncementsOn: 'Recibes anuncios.',
    manageAnnouncementsOff: 'No recibes anuncios.',
    manageDownload: 'Descargar mis datos',
    manageSeeData: 'Ver mis datos, explicados',
    manageStopAnnouncements: 'Dejar de recibir anuncios',
    manageStartAnnouncements: 'Recibir anuncios',
    manageDelete: 'Borrar mi reserva',
    manageDeleting: 'Enviando...',
    manageDeleteWarning: `Al borrarla se eliminan tu reserva y tu dirección de correo de ${product}. Tu ID seguirá ocupado un tiempo y después cualquiera podrá reservarlo.`,
    manageCheckMail: `Revisa tu correo: te enviamos un enlace para confirmar el borrado. Funciona una vez, durante ${formatNumber(site.eraseLinkHours)} hora.`,
    eraseRequestedTitle: 'Revisa tu bandeja de entrada',
    eraseRequestedText: (domain: string | number) =>
      `Enviamos un enlace para confirmar el borrado a tu dirección de ${formatNumber(domain)}. Funciona una vez, durante ${formatNumber(site.eraseLinkHours)} hora.`,
    eraseNothingYet: 'Todavía no se ha borrado nada: tu reserva sigue igual hasta que abras ese enlace y lo confirmes.',
    eraseBackToManage: 'Volver a mi reserva',
    manageLinkInvalidTitle: 'Este enlace no funciona',
    manageLinkInvalidText: `Puede que haya caducado (los enlaces funcionan ${formatNumber(site.manageLinkDays)} días) o que la reserva se haya borrado. Pide un enlace nuevo.`,
    manageAskAgain: 'Pedir un enlace nuevo',
    manageFailed: 'Algo salió mal. No se ha cambiado nada: inténtalo de nuevo en un momento.',
    eraseTitle: 'Borrar tu reserva',
    eraseChecking: 'Comprobando el enlace...',
    eraseAsk: (handle: string | number) =>
      `¿Borrar para siempre de ${product} tu reserva de @${formatNumber(handle)} y tu dirección de correo? No se puede deshacer.`,
    eraseButton: 'Borrar para siempre',
    erasing: 'Borrando...',
    erasedTitle: 'Tu reserva está borrada',
    erasedText: (handle: string | number) =>
      `Hemos eliminado de ${product} tu reserva de @${formatNumber(handle)}, tu dirección de correo y el registro de los correos que te enviamos.`,
    erasedKeptTitle: 'Lo que guardamos',
    erasedKeptHandle: (handle: string | number, date: string | number) =>
      `El ID @${formatNumber(handle)} sigue ocupado hasta el ${formatNumber(date)}, para que nadie ocupe tu lugar enseguida. Después, cualquiera podrá reservarlo.`,
    erasedKeptHandleForEver: (handle: string | number) =>
      `El ID @${formatNumber(handle)} ya se reclamó en el juego, así que sigue ocupado.`,
    erasedKeptUnsubscribe:
      'Un código creado a partir de tu dirección, del que no se puede recuperar la dirección, para seguir respetando tu baja si vuelves a reservar.',
    erasedKeptSuppression:
      'Un código creado a partir de tu dirección, del que no se puede recuperar la dirección, para no enviarle anuncios.',
    backHomeShort: 'Volver al inicio',
    eraseLinkInvalid: `Este enlace de borrado no es válido: funciona una vez, durante ${formatNumber(site.eraseLinkHours)} hora. Pide un enlace de gestión nuevo en /manage y vuelve a pedir el borrado.`,
    eraseLinkUsedTitle: 'Este enlace de borrado ya no funciona',
    eraseLinkUsedText: `Ya se usó o ya pasó su hora: un enlace de borrado funciona una vez, durante ${formatNumber(site.eraseLinkHours)} hora. Con él no se ha borrado nada ahora. Para borrar tu reserva, pide un enlace de gestión nuevo y vuelve a pedir el borrado.`,
    dataTitle: 'Tus datos, explicados',
    dataIntro:
      'Todo lo que guardamos sobre tu reserva, y por qué. La descarga contiene lo mismo en JSON, un formato que otros servicios pueden leer; cada parte de abajo indica su lugar en ese archivo.',
    dataExportedAt: 'Consultado el',
    dataPrint: 'Imprimir o guardar como PDF',
    dataInFile: 'En el archivo:',
    dataNone: 'Sin registrar',
    dataReservationTitle: 'Tu reserva',
    dataReservationWhy: 'La guardamos para reservarte tu ID hasta el lanzamiento y para escribirte sobre él.',
    dataLastSent: 'Último correo de confirmación',
    dataConfirmationsSent: 'Correos de confirmación enviados',
    dataAttributionTitle: 'Cómo nos encontraste',
    dataAttributionWhy:
      'Contamos qué enlaces y publicaciones traen jugadores. Del sitio del que venías solo guardamos su nombre, y nada te sigue a otros sitios.',
    dataSource: 'Origen',
    dataReferrer: 'Sitio del que venías',
    dataCampaign: 'Campaña (origen / medio / nombre)',
    dataLanding: 'Primera página que abriste',
    dataConsentTitle: 'El aviso de privacidad que aceptaste',
    dataConsentWhy: 'Guardamos con qué versión del aviso reservaste, para mostrar qué se te dijo.',
    dataNoticeDate: 'Versión del aviso',
    dataNoticeHash: 'Huella de su texto exacto',
    dataConsentLanguage: 'Idioma',
    dataAcceptedAt: 'Aceptado el',
    dataMailsTitle: 'Correos que te enviamos',
    dataMailsWhy: 'Anotamos qué enviamos y cuándo, para limitar cuánto te escribimos y responderte si preguntas por alguno.',
    dataMailKinds: {
      confirmation: 'Enlace para confirmar tu reserva',
      manage_link: 'Enlace para gestionar tu reserva',
      erase_link: 'Enlace para confirmar un borrado',
      announcement: 'Anuncio',
    },
    dataNoMails: 'Ninguno',
    dataSuppressionTitle: 'Anuncios',
    dataSuppressionWhy: 'Si los anuncios para ti están desactivados, lo anotamos para no enviarte ninguno.',
    dataSuppressionReasons: {
      unsubscribed: 'Desactivados: te diste de baja',
      complained: 'Desactivados: marcaste uno como spam',
      bounced: 'Desactivados: tu buzón rechazó nuestro correo',
      manual: 'Desactivados por nuestro equipo',
    },
    dataSince: 'Desde',
    dataClaimTitle: 'Tu ID apartado',
    dataClaimWhy: 'Tu ID queda apartado para ti al confirmar tu reserva; aquí ves si lo está y desde cuándo.',
    dataClaimState: 'Tu ID',
    dataClaimHeld: 'Apartado para ti',
    dataClaimNotHeld: 'Aún no apartado',
  });
}

/** The Spanish texts of the catalogue's `suppression` section that a page shows; English's where Spanish has none. */
function createSuppressionMessages(product: string, english: PageTextsOf<'suppression'>): PageTextsOf<'suppression'> {
  return Object.freeze({
    ...english,
    unsubscribePageTitle: 'Dejar de recibir anuncios',
    unsubscribeAsk: `¿Dejar de recibir anuncios de ${product} en esta dirección?`,
    unsubscribeAbout: (handle: string | number) => `Se trata de tu reserva del ID de ${product} @${formatNumber(handle)}.`,
    unsubscribeStillReceive:
      'Seguirás recibiendo el correo que pidas tú, como el enlace de confirmación al reservar un ID. Tu reserva no cambia.',
    unsubscribeButton: 'Dejar de recibir anuncios',
    unsubscribing: 'Dando de baja...',
    unsubscribedTitle: 'Anuncios desactivados',
    unsubscribedText: `No recibirás más anuncios de ${product} en esta dirección.`,
    unsubscribeSampleText: 'Era una copia de prueba de un anuncio, así que no se ha cambiado ninguna dirección.',
    unsubscribeInvalidTitle: 'Enlace de baja no válido',
    unsubscribeInvalidText:
      'Comprueba que abriste el enlace completo del correo. También puedes responder a cualquier anuncio y pedirnos que paremos.',
    unsubscribeFailedTitle: 'Algo salió mal',
    unsubscribeFailedText: 'No pudimos desactivar los anuncios ahora mismo. No se ha perdido nada: inténtalo de nuevo en un momento.',
    unsubscribeRetry: 'Reintentar',
    backHome: 'Volver al inicio',
    resubscribeButton: 'Volver a recibir anuncios',
    resubscribing: 'Activando...',
    resubscribedTitle: 'Anuncios activados de nuevo',
    resubscribedText: `Volverás a recibir anuncios de ${product} en esta dirección.`,
    resubscribeRefused:
      'No podemos volver a activarlos desde aquí: esta dirección rechazó nuestro correo o nuestro equipo los desactivó. Responde a cualquier anuncio y lo revisaremos.',
    unsubscribeLinkInvalid: 'Este enlace de baja no es válido. Abre el enlace completo del correo.',
  });
}

/** The Spanish texts of the catalogue's `site` section that a page shows; English's where Spanish has none. */
function createSiteMessages(product: string, english: PageTextsOf<'site'>): PageTextsOf<'site'> {
  const site = siteArguments(product);
  return Object.freeze({
    ...english,
    loading: 'Cargando...',
    skipToContent: 'Saltar al contenido',
    mainNavigation: 'Principal',
    newsLink: 'Noticias',
    footerReserve: (name: string | number) => `Reserva tu ID de ${formatNumber(name)}`,
    footerSocial: 'Síguenos',
    footerPrivacy: 'Privacidad',
    footerManage: 'Gestionar mi reserva',
    opensInNewTab: '(se abre en una pestaña nueva)',
    appError: {
      title: 'Algo salió mal',
      text: 'No se pudo cargar esta página. Revisa tu conexión e inténtalo de nuevo.',
      reload: 'Recargar página',
    },
    reserve: {
      pageTitle: `Reserva tu ID de ${product}`,
      badge: 'Prelanzamiento · IDs disponibles',
      heading: 'Consigue tu',
      headingAccent: `ID de ${product}`,
      lede: 'Asegura el nombre que quieres antes del lanzamiento. Un ID por jugador: el primero que llega se lo lleva.',
      perks: [
        { title: 'Tuyo en el lanzamiento', text: 'Tu ID te espera el día que abrimos.' },
        { title: 'Confirma con un clic', text: 'Te enviamos un enlace por correo. Sin contraseña ni app.' },
        { title: 'Gratis', text: 'Reservar un ID no cuesta nada.' },
      ],
      stepOf: (step: string | number, total: string | number) => `Paso ${formatNumber(step)} de ${formatNumber(total)}`,
      handleStepTitle: 'Elige tu ID',
      emailStepTitle: '¿Adónde te enviamos el enlace?',
      handleLabel: `ID de ${product}`,
      handleHint: `De ${formatNumber(site.handleMin)} a ${formatNumber(site.handleMax)} caracteres, solo letras, números y guiones bajos.`,
      handlePlaceholder: 'tu_id',
      continue: 'Continuar',
      emailLabel: 'Correo',
      emailHint: 'Solo lo usamos para confirmar tu reserva.',
      privacyLink: 'Cómo tratamos tu correo y tu visita',
      emailPlaceholder: 'tu@ejemplo.com',
      didYouMean: (email: string | number) => `¿Quisiste decir ${formatNumber(email)}?`,
      useSuggested: (email: string | number) => `Sí, usar ${formatNumber(email)}`,
      keepTyped: (email: string | number) => `No, mantener ${formatNumber(email)}`,
      back: 'Atrás',
      reservingFor: 'Reservando',
      checking: 'Comprobando disponibilidad...',
      available: (handle: string | number) => `@${formatNumber(handle)} está disponible`,
      unavailable: (handle: string | number) => `@${formatNumber(handle)} está ocupado`,
      suggestionsLabel: 'Prueba uno de estos:',
      emailTakenNext: '¿Ya reservaste con este correo? Podemos reenviarte su enlace de confirmación, o escribe otro correo arriba.',
      sendLinkAgain: 'Reenviar mi enlace',
      honeypotWebsite: 'Sitio web',
      honeypotConfirm: 'Confirmar contacto',
      honeypotBackup: 'Línea alternativa',
    },
    success: {
      handleHeld: `Ábrelo en menos de ${formatNumber(site.verificationHours)} horas para asegurar tu ID.`,
      emailLabel: 'Correo',
      handleLabel: `ID de ${product}`,
      comingSoon: 'Próximamente',
      previewAlt: `Vista previa de la tarjeta de perfil de ${product}, próximamente`,
      followTitle: 'Mientras esperas',
      followText: 'Síguenos para enterarte del lanzamiento y ver adelantos.',
      follow: 'Síguenos en X',
      noEmail: '¿Aún no te ha llegado? Revisa la carpeta de spam o vuelve a enviarlo.',
      resend: 'Reenviar correo',
      resendIn: (seconds: string | number) => `Reenviar correo (${formatNumber(seconds)} s)`,
      sending: 'Enviando...',
      openInbox: (provider: string | number) => `Abrir ${formatNumber(provider)}`,
      wrongEmail: '¿Correo equivocado?',
      changeEmail: 'Cámbialo',
      manageLater: 'Más adelante puedes ver, descargar o borrar cuando quieras lo que guardamos sobre tu reserva:',
      manageLink: 'Gestionar mi reserva',
    },
    humanCheck: {
      close: 'Cerrar',
      intro: 'Un juego de memoria rápido deja fuera a los bots. Mira cómo se iluminan los botones y repítelos.',
      padsLabel: 'Botones de colores',
      keyboardHint: 'Las teclas 1 a 4 pulsan los botones.',
      checking: 'Comprobando...',
      loadFailed: 'No se pudo iniciar el juego. Revisa tu conexión e inténtalo de nuevo.',
      pads: { red: 'Rojo', green: 'Verde', blue: 'Azul', amber: 'Ámbar' },
    },
    simonSays: {
      pageTitle: 'Verificación humana',
      title: 'Prueba de verificación humana',
      text: 'El juego se abre solo. Al terminarlo o cerrarlo se recarga esta página.',
    },
    notFound: { pageTitle: 'Página no encontrada' },
    language: {
      switcherLabel: 'Idioma',
      articleNotTranslated: (language: string | number) =>
        `Este artículo aún no está disponible en ${formatNumber(language)}, así que aquí lo tienes en inglés.`,
      pageNotTranslated: (language: string | number) =>
        `Esta página aún no está disponible en ${formatNumber(language)}, así que aquí la tienes en inglés.`,
    },
  });
}

/** The Spanish texts of the catalogue's `verify` section that a page shows; English's where Spanish has none. */
function createVerifyMessages(product: string, english: PageTextsOf<'verify'>): PageTextsOf<'verify'> {
  return Object.freeze({
    ...english,
    pageTitle: 'Verifica tu reserva',
    loadingTitle: 'Verificando tu reserva...',
    successTitle: '¡Verificado!',
    successText: 'Tu ID está confirmado y reservado para ti.',
    successNext: 'Te escribiremos antes del lanzamiento. Nos vemos en el juego.',
    alreadyVerifiedTitle: 'Ya verificado',
    alreadyVerifiedText: 'Esta reserva ya estaba confirmada. No tienes que hacer nada más.',
    follow: 'Síguenos para novedades del lanzamiento',
    raceLostTitle: 'Ya reservado',
    raceLostText: (handle: string | number) => `Alguien confirmó @${formatNumber(handle)} justo antes que tú. Estos siguen libres:`,
    raceLostTextNoHandle: 'Alguien confirmó ese ID justo antes que tú. Estos siguen libres:',
    suggestionsLabel: 'IDs disponibles',
    demoHandle: 'player_one',
    expiredTitle: 'Enlace caducado',
    errorTitle: 'La verificación falló',
    invalidText: 'Comprueba que abriste el enlace completo del correo.',
    resend: 'Enviar un enlace nuevo',
    resendIn: (seconds: string | number) => `Enviar un enlace nuevo (${formatNumber(seconds)} s)`,
    sending: 'Enviando...',
    askEmail: 'Escribe el correo con el que reservaste y te enviaremos allí un enlace nuevo.',
    useEmail: 'Usar mi correo',
    emailLabel: 'Correo',
    sendLink: 'Enviar enlace',
    backHome: 'Volver al inicio',
    newsLink: 'Leer las noticias',
    manageLink: 'Gestionar mi reserva',
  });
}

/** The Spanish texts of the catalogue's `newsPage` section that a page shows; English's where Spanish has none. */
function createNewsPageMessages(product: string, english: PageTextsOf<'newsPage'>): PageTextsOf<'newsPage'> {
  return Object.freeze({
    ...english,
    listEyebrow: 'Aprende',
    listHeading: `Noticias de ${product}`,
    listDescription: `Noticias del lanzamiento, novedades y guías del equipo de ${product}.`,
    readingTime: (minutes: string | number) => `${formatNumber(minutes)} min de lectura`,
    byAuthor: (author: string | number) => `Por ${formatNumber(author)}`,
    categories: { announcements: 'Anuncios', updates: 'Novedades', guides: 'Guías', roadmap: 'Hoja de ruta' },
    back: 'Volver',
    articleActions: 'Acciones del artículo',
    tableOfContents: 'En esta página',
    postLoading: 'Cargando publicación...',
    postLikes: (count: string | number) => `Me gusta. Esta publicación tiene ${formatNumber(count)} me gusta`,
    postReply: 'Responder',
    notifications: 'Notificaciones',
    dismiss: 'Cerrar',
    player: {
      region: 'Lectura en voz alta',
      playing: 'Leyendo en voz alta',
      paused: 'En pausa',
      ready: 'Listo para leer',
      play: 'Reproducir',
      pause: 'Pausar',
      resume: 'Continuar',
      stop: 'Detener',
      stopListening: 'Dejar de escuchar',
      settings: 'Ajustes',
      reset: 'Restablecer',
      progress: 'Progreso',
      speed: 'Velocidad',
      pitch: 'Tono',
      pitchPreset: (pitch: string | number) => `Tono ${formatNumber(pitch)}`,
      voice: 'Voz',
      sentence: (index: string | number, total: string | number) => `Frase ${formatNumber(index)} de ${formatNumber(total)}`,
      time: (current: string | number, total: string | number) => `${formatNumber(current)} / ${formatNumber(total)}`,
    },
  });
}

/** Spanish as a page's script reads it: each section's texts, made from the page's English ones. */
export const CATALOGUE: PageCatalogue = {
  public: createPublicPageMessages,
  news: createNewsMessages,
  manage: createManagePageMessages,
  suppression: createSuppressionMessages,
  site: createSiteMessages,
  verify: createVerifyMessages,
  newsPage: createNewsPageMessages,
};
