// The photos a seeded RV gets (issue 38: a demo's photos differ): its landscape follows where it lives (desert in
// the Southwest, coast by the sea, mountains in the Rockies, lakes and forests elsewhere), the shots cover the
// outside from the front, the side and the back, and the inside (galley, bed, lounge) with that landscape through
// the windows. Drawn by server/src/photos from the stored shot names; captions in both languages.
import { type Room, type Scene, type Shot, shotName, type View } from '../photos/rv-illustration.ts';
import type { Random } from './random.ts';

const regionScenes: Record<string, readonly Scene[]> = {
  AZ: ['desert', 'mountains'],
  NV: ['desert', 'mountains'],
  NM: ['desert', 'mountains'],
  UT: ['desert', 'mountains'],
  TX: ['desert', 'lake', 'coast'],
  CA: ['coast', 'desert', 'mountains', 'forest'],
  OR: ['coast', 'forest', 'mountains'],
  WA: ['forest', 'coast', 'mountains'],
  CO: ['mountains', 'forest', 'lake'],
  WY: ['mountains', 'lake', 'forest'],
  MT: ['mountains', 'lake'],
  ID: ['mountains', 'forest'],
  AK: ['mountains', 'lake'],
  HI: ['coast', 'mountains'],
  FL: ['coast', 'lake'],
  GA: ['forest', 'coast'],
  SC: ['coast', 'forest'],
  NC: ['forest', 'coast', 'mountains'],
  ME: ['coast', 'forest'],
  MA: ['coast', 'forest', 'lake'],
  RI: ['coast', 'forest'],
  NJ: ['coast', 'forest'],
  DE: ['coast', 'forest'],
  MN: ['lake', 'forest'],
  WI: ['lake', 'forest'],
  MI: ['lake', 'forest'],
  NY: ['lake', 'forest', 'mountains'],
  VT: ['forest', 'mountains', 'lake'],
  NH: ['forest', 'mountains', 'lake'],
  AB: ['mountains', 'lake'],
  BC: ['mountains', 'coast', 'forest'],
  YT: ['mountains', 'lake'],
  NT: ['lake', 'forest'],
  NU: ['lake', 'coast'],
  ON: ['lake', 'forest'],
  QC: ['forest', 'lake'],
  MB: ['lake', 'forest'],
  SK: ['lake', 'forest'],
  NS: ['coast', 'forest', 'lake'],
  NB: ['coast', 'forest'],
  PE: ['coast', 'forest'],
  NL: ['coast', 'lake', 'forest'],
};

/** The landscapes of a region, the first its most typical. */
export function scenesOf(region: string): readonly Scene[] {
  return regionScenes[region] ?? ['forest', 'lake', 'mountains'];
}

const sceneWords: Record<Scene, [en: string, fr: string]> = {
  forest: ['in the forest', 'en forêt'],
  lake: ['by the lake', 'au bord du lac'],
  desert: ['in the desert', 'dans le désert'],
  mountains: ['in the mountains', 'à la montagne'],
  coast: ['on the coast', 'sur la côte'],
};
const viewWords: Record<View, [en: string, fr: string]> = {
  front: ['Front view', 'Vue de l’avant'],
  side: ['Side view', 'Vue de côté'],
  rear: ['Rear view', 'Vue de l’arrière'],
};
const roomWords: Record<Room, [en: string, fr: string]> = {
  galley: ['The galley', 'La cuisinette'],
  bed: ['The bed', 'Le lit'],
  lounge: ['The lounge and dinette', 'Le salon et la dînette'],
};

export function captionOf(shot: Shot): { en: string; fr: string } {
  if (shot.kind === 'inside') return { en: roomWords[shot.room][0], fr: roomWords[shot.room][1] };
  if (shot.time === 'dusk') return { en: `Evening ${sceneWords[shot.scene][0]}`, fr: `Le soir ${sceneWords[shot.scene][1]}` };
  return { en: `${viewWords[shot.view][0]} ${sceneWords[shot.scene][0]}`, fr: `${viewWords[shot.view][1]} ${sceneWords[shot.scene][1]}` };
}

/** A listing's photos, in order: the front three-quarter first (the card's), then the other sides and the inside. */
export function photoShots(region: string, random: Random): { scene: string; caption_en: string; caption_fr: string }[] {
  const local = scenesOf(region);
  const home = random.pick(local);
  const other = local.length > 1 ? random.pick(local.filter((s) => s !== home)) : home;
  const hour = () => (random.chance(0.25) ? 'golden' : 'day') as 'golden' | 'day';
  const outside: Shot[] = [
    { kind: 'outside', view: 'front', scene: home, time: hour() },
    { kind: 'outside', view: 'side', scene: random.chance(0.5) ? home : other, time: 'day' },
    { kind: 'outside', view: 'rear', scene: other, time: hour() },
  ];
  const inside: Shot[] = random.shuffle(['lounge', 'galley', 'bed'] as const).map((room) => ({ kind: 'inside', room, scene: home }));
  const extra: Shot[] = random.chance(0.5) ? [{ kind: 'outside', view: 'front', scene: home, time: 'dusk' }] : [];
  // Four to seven photos: every RV shows its front, side and inside; most show more.
  const shots = [
    outside[0],
    outside[1],
    inside[0],
    ...random.shuffle([outside[2], inside[1], inside[2], ...extra]).slice(0, random.int(1, 4)),
  ];
  return shots.map((shot) => {
    const caption = captionOf(shot);
    return { scene: shotName(shot), caption_en: caption.en, caption_fr: caption.fr };
  });
}
