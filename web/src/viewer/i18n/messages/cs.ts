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
  HtmlEmbed_Frame_Title: 'Vložený obsah',
  UploadFile_Error_Generic_Item: 'Soubor se nepodařilo nahrát',
  UploadFile_Error_Size_Item: 'Soubor je příliš velký k nahrání',
  UploadFile_Error_Details: 'Podrobnosti chyby',
  TextSelection_Toolbar_Label: 'Vybraný text',
  TextSelection_Copy: 'Kopírovat',
  TextSelection_Tweet: 'Tweetnout',
};

export default messages;
