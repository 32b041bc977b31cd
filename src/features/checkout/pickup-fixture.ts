/**
 * The demo list of Packeta pick-up points (ADR 052), in the shape PICKUP_POINTS_URL must answer:
 * what this server serves when no other source is configured, so the demo and the browser tests
 * need no third party. The ids are made up; the places are real towns of the region.
 */
const POINTS: [id: string, name: string, street: string, city: string, zip: string][] = [
  ['10101', 'Zásilkovna – Knihkupectví U Rektorátu', 'Náměstí Svobody 8', 'Dubová Hora', '500 02'],
  ['10102', 'Zásilkovna – Trafika Na Nádraží', 'Nádražní 1548', 'Dubová Hora', '500 03'],
  ['10103', 'Zásilkovna – Potraviny Kampus', 'Univerzitní 7', 'Dubová Hora', '500 03'],
  ['10104', 'Zásilkovna – Papírnictví Lípa', 'Lipová 231', 'Dubová Hora', '500 09'],
  ['10105', 'Z-BOX Dubová Hora, Obchodní centrum Dubina', 'Dubinská 1020', 'Dubová Hora', '500 11'],
  ['10106', 'Zásilkovna – Drogerie Slunečnice', 'Pražská 88', 'Dubová Hora', '500 04'],
  ['20201', 'Zásilkovna – Květinářství Na Rohu', 'Husova 45', 'Jaroměř', '551 01'],
  ['20202', 'Z-BOX Jaroměř, Nádraží', 'Nádražní 401', 'Jaroměř', '551 01'],
  ['20203', 'Zásilkovna – Železářství Horní Staré Město', 'Horská 412', 'Trutnov', '541 01'],
  ['30301', 'Zásilkovna – Obuv Novák', 'Pernštýnská 55', 'Pardubice', '530 02'],
  ['30302', 'Zásilkovna – Večerka Polabiny', 'Kosmonautů 280', 'Pardubice', '530 09'],
  ['40401', 'Zásilkovna – Lékárna U Zámku', 'Zámecká 3', 'Náchod', '547 01'],
  ['50501', 'Zásilkovna – Cukrárna Karlovo náměstí', 'Karlovo náměstí 30', 'Praha 2', '120 00'],
  ['50502', 'Z-BOX Praha, Anděl', 'Nádražní 345', 'Praha 5', '150 00'],
  ['60601', 'Zásilkovna – Knihy Orlík', 'Palackého 18', 'Brno', '602 00'],
]

export const pickupFixture = () => ({ points: POINTS.map(([id, name, street, city, zip]) => ({ id, name, street, city, zip })) })
