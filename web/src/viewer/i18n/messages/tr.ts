import type { Messages } from '../english.ts';

const messages: Messages = {
  VerticalEmbed_Products_Button: 'Hemen Satın Al',
  VerticalEmbed_Events_Button: 'Hemen Kaydol',
  VerticalEmbed_Bookings_Button: 'Hemen Rezervasyon Yap',
  UploadFile_Viewer_Download: '{fileType} indir',
  VerticalEmbed_Units_Hour: '{number} sa',
  VerticalEmbed_Units_Minute: '{number} dk',
  VerticalEmbed_Disabled_Button_Tooltip:
    'Ürün sayfası siteni yayınladığında kullanılabilir olacak.',
  Poll_Vote: 'Oy ver',
  Poll_Votes_One: '{number} oy',
  Poll_Votes_Other: '{number} oy',
  Poll_Voters: 'Oy verenler',
  Poll_Toast_No_Internet: 'İnternet bağlantısı yok. Bağlantını kontrol et.',
  Poll_Toast_Server_Error: 'Sunucuya bağlanılamadı. Daha sonra tekrar dene.',
  Map_Label: 'Harita: {location}',
  Map_Zoom_In: 'Yakınlaştır',
  Map_Zoom_Out: 'Uzaklaştır',
  Map_Street_View: 'Sokak Görünümü',
  Map_Street_View_Unavailable: 'Bu haritada Sokak Görünümü kullanılamıyor.',
  Accessibility_Left_Gallery: 'Galeriden ayrıldınız',
  Viewer_Read_More: 'Devamını oku',
  Viewer_See_Full_Post: 'Yazının Tamamını Gör',
  Spoiler_Click_To_Reveal: 'Göstermek için tıklayın',
  Spoiler_Reveal_Image: 'Görseli Göster',
  Spoiler_Reveal_Gallery: 'Galeriyi Göster',
  Spoiler_Reveal_Video: 'Videoyu Göster',
  Image_Expand: 'Görseli büyüt',
  Viewer_Close: 'Kapat',
  Collapsible_Expand: 'Genişlet',
  Collapsible_Shrink: 'Daralt',
};

export default messages;
