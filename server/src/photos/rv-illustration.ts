// RV photos drawn by code: an SVG scene per (listing, scene), coloured from the listing id so each RV
// looks like itself in every photo. Nothing is downloaded.
import { isDrivable, type RvType } from '@rove/contract';

const bodyColours = ['#f4f1ea', '#e9eef2', '#fdf6e3', '#eef3ea', '#f2ece4', '#e8e6f0'];
const stripeColours = ['#1f6f8b', '#b5482c', '#3c6e47', '#6b4c9a', '#c28a1c', '#2e4057', '#8c2f39'];
const skies: Record<string, [string, string]> = {
  exterior: ['#8ec5ff', '#dff1ff'],
  campsite: ['#9fd0f5', '#f3f9ff'],
  lake: ['#7fb8e6', '#e6f4ff'],
  night: ['#0d1b3d', '#2b3f73'],
};

const esc = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

function vehicle(type: RvType, body: string, stripe: string): string {
  const wheel = (x: number) => `<circle cx="${x}" cy="352" r="26" fill="#222"/><circle cx="${x}" cy="352" r="11" fill="#9aa"/>`;
  if (!isDrivable(type)) {
    const w = type === 'MicroTrailer' || type === 'TentTrailer' ? 240 : type === 'FifthWheel' || type === 'ToyHauler' ? 420 : 340;
    const x = 400 - w / 2;
    const roof =
      type === 'TentTrailer' ? `<path d="M${x + 10} 250 h${w - 20} l-30 -50 h${-(w - 80)} z" fill="#e9dcc3" stroke="#8a7a5c"/>` : '';
    const rounded = type === 'Vintage' || type === 'MicroTrailer' ? 90 : 18;
    const neck = type === 'FifthWheel' ? `<rect x="${x - 70}" y="200" width="90" height="60" rx="10" fill="${body}" stroke="#555"/>` : '';
    return `${roof}${neck}<rect x="${x}" y="${type === 'TentTrailer' ? 250 : 190}" width="${w}" height="${type === 'TentTrailer' ? 90 : 150}" rx="${rounded}" fill="${body}" stroke="#555" stroke-width="2"/>
      <rect x="${x}" y="290" width="${w}" height="14" fill="${stripe}"/>
      <rect x="${x + 30}" y="215" width="70" height="45" rx="8" fill="#9cc3d5" stroke="#555"/>
      <rect x="${x + w - 80}" y="225" width="44" height="100" rx="6" fill="#d8d2c4" stroke="#555"/>
      <line x1="${x}" y1="330" x2="${x - 60}" y2="345" stroke="#444" stroke-width="6"/>${wheel(400)}`;
  }
  const long = type === 'ClassA' || type === 'MotorHome' ? 460 : type === 'ClassC' ? 400 : 330;
  const x = 400 - long / 2;
  const cab =
    type === 'ClassC'
      ? `<rect x="${x + long - 40}" y="160" width="60" height="70" rx="14" fill="${body}" stroke="#555"/><path d="M${x + long} 230 h70 l30 60 v50 h-100 z" fill="${body}" stroke="#555"/><path d="M${x + long + 12} 240 h50 l22 45 h-72 z" fill="#9cc3d5"/>`
      : type === 'ClassA'
        ? `<path d="M${x + long} 190 l30 40 v110 h-30 z" fill="#9cc3d5" stroke="#555"/>`
        : `<path d="M${x + long} 210 h40 l40 70 v60 h-80 z" fill="${body}" stroke="#555"/><path d="M${x + long + 8} 220 h28 l32 55 h-60 z" fill="#9cc3d5"/>`;
  const top = type === 'ClassB' || type === 'Campervan' || type === 'MotoVintage' ? 210 : 180;
  return `${cab}<rect x="${x}" y="${top}" width="${long}" height="${340 - top}" rx="16" fill="${body}" stroke="#555" stroke-width="2"/>
    <rect x="${x}" y="290" width="${long + (type === 'ClassA' ? 30 : 0)}" height="14" fill="${stripe}"/>
    <rect x="${x + 30}" y="${top + 25}" width="90" height="45" rx="8" fill="#9cc3d5" stroke="#555"/>
    <rect x="${x + 150}" y="${top + 25}" width="60" height="${310 - top}" rx="6" fill="#d8d2c4" stroke="#555"/>
    ${wheel(x + 80)}${wheel(x + long - 20)}`;
}

function interior(scene: string, accent: string): string {
  const floor = '<rect x="0" y="380" width="800" height="220" fill="#b98f62"/><rect x="0" y="0" width="800" height="380" fill="#efe6d8"/>';
  if (scene === 'kitchen')
    return `${floor}<rect x="80" y="250" width="640" height="130" fill="#fff" stroke="#999"/><rect x="80" y="240" width="640" height="14" fill="#6d6a64"/>
      <rect x="140" y="70" width="200" height="120" fill="#cfe6f2" stroke="#999"/><circle cx="520" cy="230" r="18" fill="#444"/><circle cx="580" cy="230" r="18" fill="#444"/>
      <rect x="120" y="280" width="120" height="80" fill="${accent}" opacity=".8"/><rect x="300" y="280" width="120" height="80" fill="${accent}" opacity=".8"/>`;
  if (scene === 'bedroom')
    return `${floor}<rect x="150" y="260" width="500" height="140" rx="12" fill="#fff" stroke="#999"/><rect x="150" y="300" width="500" height="100" rx="12" fill="${accent}"/>
      <rect x="190" y="230" width="140" height="60" rx="20" fill="#f8f8f8" stroke="#bbb"/><rect x="470" y="230" width="140" height="60" rx="20" fill="#f8f8f8" stroke="#bbb"/>
      <rect x="300" y="60" width="200" height="110" fill="#cfe6f2" stroke="#999"/>`;
  return `${floor}<rect x="80" y="250" width="300" height="130" rx="16" fill="${accent}"/><rect x="80" y="210" width="300" height="60" rx="16" fill="${accent}" opacity=".85"/>
    <rect x="460" y="280" width="220" height="14" fill="#6d4c2f"/><rect x="560" y="294" width="20" height="90" fill="#6d4c2f"/>
    <rect x="120" y="60" width="180" height="110" fill="#cfe6f2" stroke="#999"/><rect x="480" y="60" width="180" height="110" fill="#cfe6f2" stroke="#999"/>`;
}

export function rvIllustration(input: { listingId: number; type: RvType; scene: string; title: string }): string {
  const body = bodyColours[input.listingId % bodyColours.length];
  const stripe = stripeColours[(input.listingId * 7) % stripeColours.length];
  const indoor = input.scene === 'interior' || input.scene === 'kitchen' || input.scene === 'bedroom';
  let art: string;
  if (indoor) art = interior(input.scene, stripe);
  else {
    const [top, bottom] = skies[input.scene] ?? skies.exterior;
    const night = input.scene === 'night';
    const hills = (input.listingId % 3) + 1;
    const ground = night ? '#1f3a2a' : input.scene === 'lake' ? '#5f8f4e' : '#7aa95c';
    art = `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
      <rect width="800" height="600" fill="url(#sky)"/>
      ${night ? '<circle cx="650" cy="90" r="36" fill="#f5f1d6"/>' : '<circle cx="660" cy="100" r="44" fill="#ffd86b"/>'}
      <path d="M0 330 L${140 * hills} ${170 + hills * 10} L${300 + hills * 40} 300 L520 ${190 - hills * 8} L800 320 V600 H0 Z" fill="${night ? '#2a3b5e' : '#6f8fa8'}"/>
      ${input.scene === 'lake' ? '<rect x="0" y="380" width="800" height="60" fill="#4d90c2"/>' : ''}
      <rect x="0" y="${input.scene === 'lake' ? 440 : 370}" width="800" height="240" fill="${ground}"/>
      ${vehicle(input.type, body, stripe)}
      ${input.scene === 'campsite' || night ? '<path d="M110 470 l20 -40 l20 40 z" fill="#e2572b"/><rect x="95" y="468" width="70" height="8" fill="#6d4c2f"/>' : ''}`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600" role="img" aria-label="${esc(input.title)}"><title>${esc(input.title)}</title>${art}</svg>`;
}
