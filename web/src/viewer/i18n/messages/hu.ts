import type { Messages } from '../english.ts';

const messages: Messages = {
  VerticalEmbed_Products_Button: 'Vásárlás',
  VerticalEmbed_Events_Button: 'Regisztráció',
  VerticalEmbed_Bookings_Button: 'Foglalás',
  UploadFile_Viewer_Download: '{fileType} letöltése',
  VerticalEmbed_Units_Hour: '{number} ó',
  VerticalEmbed_Units_Minute: '{number} perc',
  Accessibility_Left_Gallery: 'Kilépett a galériából',
  Viewer_Read_More: 'Tovább olvasom',
  Viewer_See_Full_Post: 'Teljes bejegyzés megtekintése',
  Spoiler_Click_To_Reveal: 'Kattintson a megjelenítéshez',
  Spoiler_Reveal_Image: 'Kép megjelenítése',
  Spoiler_Reveal_Gallery: 'Galéria megjelenítése',
  Spoiler_Reveal_Video: 'Videó megjelenítése',
  Image_Expand: 'Kép nagyítása',
  Viewer_Close: 'Bezárás',
  Fullscreen_Viewer: 'Teljes képernyős nézet',
  Fullscreen_Previous: 'Előző',
  Fullscreen_Next: 'Következő',
  Collapsible_Expand: 'Kibontás',
  Collapsible_Shrink: 'Összecsukás',
};

export default messages;
