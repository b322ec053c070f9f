import type { Messages } from '../english.ts';

const messages: Messages = {
  VerticalEmbed_Products_Button: 'Kup teraz',
  VerticalEmbed_Events_Button: 'Zarejestruj się',
  VerticalEmbed_Bookings_Button: 'Zarezerwuj teraz',
  UploadFile_Viewer_Download: 'Pobierz {fileType}',
  VerticalEmbed_Units_Hour: '{number} godz.',
  VerticalEmbed_Units_Minute: '{number} min',
  VerticalEmbed_Disabled_Button_Tooltip:
    'Strona produktu będzie dostępna po opublikowaniu witryny.',
  Poll_Vote: 'Głosuj',
  Poll_Votes_One: '{number} głos',
  Poll_Votes_Other: '{number} głosów',
  Poll_Voters: 'Głosujący',
  Poll_Toast_No_Internet: 'Brak internetu. Sprawdź połączenie.',
  Poll_Toast_Server_Error: 'Nie można połączyć się z serwerem. Spróbuj ponownie później.',
  Map_Label: 'Mapa: {location}',
  Map_Zoom_In: 'Powiększ',
  Map_Zoom_Out: 'Pomniejsz',
  Map_Street_View: 'Street View',
  Map_Street_View_Unavailable: 'Street View nie jest dostępne na tej mapie.',
  Accessibility_Left_Gallery: 'Opuszczono galerię',
  Viewer_Read_More: 'Czytaj dalej',
  Viewer_See_Full_Post: 'Zobacz cały post',
  Spoiler_Click_To_Reveal: 'Kliknij, aby odsłonić',
  Spoiler_Reveal_Image: 'Odsłoń obraz',
  Spoiler_Reveal_Gallery: 'Odsłoń galerię',
  Spoiler_Reveal_Video: 'Odsłoń wideo',
  Image_Expand: 'Powiększ obraz',
  Viewer_Close: 'Zamknij',
  Collapsible_Expand: 'Rozwiń',
  Collapsible_Shrink: 'Zwiń',
};

export default messages;
