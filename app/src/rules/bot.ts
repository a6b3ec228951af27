// Spec 000 section 5: crawler user agents contain one of these words; they get no error page.
const crawlerWords = ['inspection', 'bot', 'googlebot', 'crawler', 'spider', 'robot', 'crawling'];

export function isBotUserAgent(userAgent: string | null | undefined): boolean {
  if (!userAgent) return false;
  const ua = userAgent.toLowerCase();
  return crawlerWords.some((word) => ua.includes(word));
}
