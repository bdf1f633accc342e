// The site's plain notice pages (no client build, a failed render, too many renders, busy) and their texts.
import { LANGUAGE_TAGS, type SiteLanguage } from '@coinatlas/domain/routes/localized';

export const NOT_BUILT = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>CoinAtlas</title></head>
<body><main><h1>The client is not built</h1><p>Run <code>make run</code>, which builds it.</p></main></body></html>`;

export type NoticeTexts = { title: string; heading: string; body: string; home: string };

/** The error page's texts: the page a visitor sees when a page could not be rendered. */
export const ERROR_TEXTS: Record<SiteLanguage, NoticeTexts> = {
  en: {
    title: 'Something went wrong',
    heading: 'Something went wrong',
    body: 'This page could not be shown. Please try again in a moment.',
    home: 'Go to the home page',
  },
  es: {
    title: 'Algo salió mal',
    heading: 'Algo salió mal',
    body: 'No se pudo mostrar esta página. Inténtalo de nuevo en un momento.',
    home: 'Ir a la página de inicio',
  },
  de: {
    title: 'Etwas ist schiefgelaufen',
    heading: 'Etwas ist schiefgelaufen',
    body: 'Diese Seite konnte nicht angezeigt werden. Bitte versuche es gleich noch einmal.',
    home: 'Zur Startseite',
  },
  pt: {
    title: 'Algo deu errado',
    heading: 'Algo deu errado',
    body: 'Não foi possível mostrar esta página. Tente novamente em instantes.',
    home: 'Ir para a página inicial',
  },
};

/** The texts of the page a client gets once it asked for too many page renders ({seconds}: until it may again). */
export const TOO_MANY_TEXTS: Record<SiteLanguage, NoticeTexts> = {
  en: {
    title: 'Too many requests',
    heading: 'Too many requests',
    body: 'Too many pages were requested from your network in a short time. Please try again in {seconds} seconds.',
    home: ERROR_TEXTS.en.home,
  },
  es: {
    title: 'Demasiadas solicitudes',
    heading: 'Demasiadas solicitudes',
    body: 'Se han solicitado demasiadas páginas desde tu red en poco tiempo. Inténtalo de nuevo en {seconds} segundos.',
    home: ERROR_TEXTS.es.home,
  },
  de: {
    title: 'Zu viele Anfragen',
    heading: 'Zu viele Anfragen',
    body: 'Von deinem Netzwerk wurden in kurzer Zeit zu viele Seiten angefordert. Bitte versuche es in {seconds} Sekunden erneut.',
    home: ERROR_TEXTS.de.home,
  },
  pt: {
    title: 'Solicitações demais',
    heading: 'Solicitações demais',
    body: 'Foram solicitadas páginas demais da sua rede em pouco tempo. Tente novamente em {seconds} segundos.',
    home: ERROR_TEXTS.pt.home,
  },
};

/** The notice when every render slot and queue place is taken: the server is busy, not the client's fault. */
export const BUSY_TEXTS: Record<SiteLanguage, NoticeTexts> = {
  en: {
    title: 'Busy right now',
    heading: 'Busy right now',
    body: 'Many pages are being prepared at this moment. Please try again in {seconds} seconds.',
    home: ERROR_TEXTS.en.home,
  },
  es: {
    title: 'Mucha actividad ahora mismo',
    heading: 'Mucha actividad ahora mismo',
    body: 'Ahora mismo se están preparando muchas páginas. Inténtalo de nuevo en {seconds} segundos.',
    home: ERROR_TEXTS.es.home,
  },
  de: {
    title: 'Gerade ausgelastet',
    heading: 'Gerade ausgelastet',
    body: 'Gerade werden sehr viele Seiten erstellt. Bitte versuche es in {seconds} Sekunden erneut.',
    home: ERROR_TEXTS.de.home,
  },
  pt: {
    title: 'Muito movimento agora',
    heading: 'Muito movimento agora',
    body: 'Muitas páginas estão sendo preparadas neste momento. Tente novamente em {seconds} segundos.',
    home: ERROR_TEXTS.pt.home,
  },
};

/** Seconds a busy server asks a client to wait before asking again. */
export const BUSY_RETRY_AFTER_S = 5;

/** Seconds a client is asked to wait (Retry-After) before asking again for a page that saw a dependency down. */
export const DEPENDENCY_RETRY_AFTER_S = 30;

/** A plain page for a render that failed: the site's stylesheet (linked or inline), no script, no internals. */
export function errorPage(template: string, lang: SiteLanguage, requestId: string, t: NoticeTexts = ERROR_TEXTS[lang]): string {
  const styles = [...template.matchAll(/<link rel="stylesheet"[^>]*>|<style>[\s\S]*?<\/style>/g)].map((m) => m[0]).join('');
  const home = lang === 'en' ? '/' : `/${lang}`;
  return `<!doctype html><html lang="${LANGUAGE_TAGS[lang].hreflang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${t.title} | CoinAtlas</title>${styles}</head>
<body class="bg-white text-slate-900"><main class="mx-auto max-w-xl px-4 py-24 text-center"><h1 class="text-3xl font-bold">${t.heading}</h1><p class="mt-4 text-slate-600">${t.body}</p><p class="mt-2 text-xs text-slate-500">${requestId}</p><p class="mt-8"><a class="inline-flex rounded-md bg-blue-700 px-4 py-2 font-semibold text-white" href="${home}">${t.home}</a></p></main></body></html>`;
}
