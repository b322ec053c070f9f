import type { Messages } from '../english.ts';

const messages: Messages = {
  VerticalEmbed_Products_Button: 'Koupit',
  VerticalEmbed_Events_Button: 'Registrovat se',
  VerticalEmbed_Bookings_Button: 'Rezervovat',
  UploadFile_Viewer_Download: 'Stáhnout {fileType}',
  VerticalEmbed_Units_Hour: '{number} h',
  VerticalEmbed_Units_Minute: '{number} min',
  Accessibility_Left_Gallery: 'Opustili jste galerii',
  Viewer_Read_More: 'Číst dál',
  Viewer_See_Full_Post: 'Zobrazit celý příspěvek',
  Spoiler_Click_To_Reveal: 'Kliknutím zobrazíte',
  Spoiler_Reveal_Image: 'Zobrazit obrázek',
  Spoiler_Reveal_Gallery: 'Zobrazit galerii',
  Spoiler_Reveal_Video: 'Zobrazit video',
  Image_Expand: 'Zvětšit obrázek',
  Viewer_Close: 'Zavřít',
  Fullscreen_Viewer: 'Zobrazení na celou obrazovku',
  Fullscreen_Previous: 'Předchozí',
  Fullscreen_Next: 'Další',
  Collapsible_Expand: 'Rozbalit',
  Collapsible_Shrink: 'Sbalit',
};

export default messages;
