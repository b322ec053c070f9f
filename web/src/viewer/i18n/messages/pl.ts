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
  HtmlEmbed_Frame_Title: 'Osadzona treść',
  UploadFile_Error_Generic_Item: 'Nie udało się przesłać pliku',
  UploadFile_Error_Size_Item: 'Plik jest zbyt duży, aby go przesłać',
  UploadFile_Error_Details: 'Szczegóły błędu',
  TextSelection_Toolbar_Label: 'Zaznaczony tekst',
  TextSelection_Copy: 'Kopiuj',
  TextSelection_Tweet: 'Tweetnij',
};

export default messages;
