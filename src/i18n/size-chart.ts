import { defineMessages } from './index.js'

export const sizeChartMessages = defineMessages({
  title: { cs: 'Tabulka velikostí', en: 'Size chart' },
  intro: {
    cs: 'Rozměry oblečení z e-shopu v centimetrech, měřené na položeném kusu. Šířka hrudníku je měřena 2 cm pod průramkem.',
    en: 'Measurements of the e-shop’s clothing in centimetres, taken on the garment laid flat. Chest width is measured 2 cm below the armhole.',
  },
  fits: { cs: 'Střih', en: 'Fit' },
  unisex: { cs: 'Unisex', en: 'Unisex' },
  women: { cs: 'Dámský', en: 'Women’s' },
  kids: { cs: 'Dětský', en: 'Kids’' },
  caption: { cs: 'Rozměry – střih ${fit}', en: 'Measurements – ${fit} fit' },
  size: { cs: 'Velikost', en: 'Size' },
  height: { cs: 'Výška postavy', en: 'Body height' },
  chest: { cs: 'Šířka hrudníku', en: 'Chest width' },
  length: { cs: 'Délka', en: 'Length' },
  show: { cs: 'Tabulka velikostí', en: 'Size chart' },
})
