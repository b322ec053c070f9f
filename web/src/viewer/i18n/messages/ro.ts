import type { Messages } from '../english.ts';

const messages: Messages = {
  VerticalEmbed_Products_Button: 'Cumpără acum',
  VerticalEmbed_Events_Button: 'Înscrie-te acum',
  VerticalEmbed_Bookings_Button: 'Rezervă acum',
  UploadFile_Viewer_Download: 'Descarcă {fileType}',
  VerticalEmbed_Units_Hour: '{number} h',
  VerticalEmbed_Units_Minute: '{number} min',
  Accessibility_Left_Gallery: 'Ai ieșit din galerie',
  Viewer_Read_More: 'Citește mai mult',
  Viewer_See_Full_Post: 'Vezi toată postarea',
  Spoiler_Click_To_Reveal: 'Dă clic pentru a afișa',
  Spoiler_Reveal_Image: 'Afișează imaginea',
  Spoiler_Reveal_Gallery: 'Afișează galeria',
  Spoiler_Reveal_Video: 'Afișează videoclipul',
  Image_Expand: 'Mărește imaginea',
  Viewer_Close: 'Închide',
  Fullscreen_Viewer: 'Vizualizare pe tot ecranul',
  Fullscreen_Previous: 'Anterior',
  Fullscreen_Next: 'Următor',
  Collapsible_Expand: 'Extinde',
  Collapsible_Shrink: 'Restrânge',
};

export default messages;
