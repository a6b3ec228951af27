import sharp from 'sharp';
for (const n of process.argv.slice(2)) {
  const img = sharp(`/tmp/wt21-shots/${n}.png`);
  const { width, height } = await img.metadata();
  await sharp(`/tmp/wt21-shots/${n}.png`).extract({ left: 0, top: 0, width, height: Math.min(height, 2400) }).resize({ width: 700 }).toFile(`/tmp/wt21-shots/${n}-s.png`);
}
