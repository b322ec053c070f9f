import type { Messages } from '../english.ts';

const messages: Messages = {
  VerticalEmbed_Products_Button: 'Pirkti dabar',
  VerticalEmbed_Events_Button: 'Registruotis dabar',
  VerticalEmbed_Bookings_Button: 'Rezervuoti dabar',
  UploadFile_Viewer_Download: 'Atsisiųsti {fileType}',
  VerticalEmbed_Units_Hour: '{number} val.',
  VerticalEmbed_Units_Minute: '{number} min.',
  Accessibility_Left_Gallery: 'Išėjote iš galerijos',
  Viewer_Read_More: 'Skaityti daugiau',
  Viewer_See_Full_Post: 'Žiūrėti visą įrašą',
  Spoiler_Click_To_Reveal: 'Spustelėkite, kad parodytumėte',
  Spoiler_Reveal_Image: 'Rodyti paveikslėlį',
  Spoiler_Reveal_Gallery: 'Rodyti galeriją',
  Spoiler_Reveal_Video: 'Rodyti vaizdo įrašą',
  Image_Expand: 'Padidinti paveikslėlį',
  Viewer_Close: 'Uždaryti',
  Fullscreen_Viewer: 'Viso ekrano peržiūra',
  Fullscreen_Previous: 'Ankstesnis',
  Fullscreen_Next: 'Kitas',
  Collapsible_Expand: 'Išskleisti',
  Collapsible_Shrink: 'Sutraukti',
};

export default messages;
