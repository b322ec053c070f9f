import type { Messages } from '../english.ts';

const messages: Messages = {
  VerticalEmbed_Products_Button: 'Kúpiť',
  VerticalEmbed_Events_Button: 'Registrovať sa',
  VerticalEmbed_Bookings_Button: 'Rezervovať',
  UploadFile_Viewer_Download: 'Stiahnuť {fileType}',
  VerticalEmbed_Units_Hour: '{number} h',
  VerticalEmbed_Units_Minute: '{number} min',
  Accessibility_Left_Gallery: 'Opustili ste galériu',
  Viewer_Read_More: 'Čítať ďalej',
  Viewer_See_Full_Post: 'Zobraziť celý príspevok',
  Spoiler_Click_To_Reveal: 'Kliknutím zobrazíte',
  Spoiler_Reveal_Image: 'Zobraziť obrázok',
  Spoiler_Reveal_Gallery: 'Zobraziť galériu',
  Spoiler_Reveal_Video: 'Zobraziť video',
  Image_Expand: 'Zväčšiť obrázok',
  Viewer_Close: 'Zavrieť',
  Fullscreen_Viewer: 'Zobrazenie na celú obrazovku',
  Fullscreen_Previous: 'Predchádzajúci',
  Fullscreen_Next: 'Ďalší',
  Collapsible_Expand: 'Rozbaliť',
  Collapsible_Shrink: 'Zbaliť',
};

export default messages;
