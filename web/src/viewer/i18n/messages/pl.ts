import type { Messages } from '../english.ts';

const messages: Messages = {
  VerticalEmbed_Products_Button: 'Kup teraz',
  VerticalEmbed_Events_Button: 'Zarejestruj się',
  VerticalEmbed_Bookings_Button: 'Zarezerwuj teraz',
  UploadFile_Viewer_Download: 'Pobierz {fileType}',
  VerticalEmbed_Units_Hour: '{number} godz.',
  VerticalEmbed_Units_Minute: '{number} min',
  Accessibility_Left_Gallery: 'Opuszczono galerię',
  Viewer_Read_More: 'Czytaj dalej',
  Viewer_See_Full_Post: 'Zobacz cały post',
  Spoiler_Click_To_Reveal: 'Kliknij, aby odsłonić',
  Spoiler_Reveal_Image: 'Odsłoń obraz',
  Spoiler_Reveal_Gallery: 'Odsłoń galerię',
  Spoiler_Reveal_Video: 'Odsłoń wideo',
  Image_Expand: 'Powiększ obraz',
  Viewer_Close: 'Zamknij',
  Fullscreen_Viewer: 'Widok pełnoekranowy',
  Fullscreen_Previous: 'Poprzedni',
  Fullscreen_Next: 'Następny',
  Collapsible_Expand: 'Rozwiń',
  Collapsible_Shrink: 'Zwiń',
};

export default messages;
