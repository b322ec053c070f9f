import type { Messages } from '../english.ts';

const messages: Messages = {
  VerticalEmbed_Products_Button: 'Beli Sekarang',
  VerticalEmbed_Events_Button: 'Daftar Sekarang',
  VerticalEmbed_Bookings_Button: 'Pesan Sekarang',
  UploadFile_Viewer_Download: 'Unduh {fileType}',
  VerticalEmbed_Units_Hour: '{number} jam',
  VerticalEmbed_Units_Minute: '{number} mnt',
  VerticalEmbed_Disabled_Button_Tooltip:
    'Halaman produk akan tersedia setelah Anda memublikasikan situs.',
  Poll_Vote: 'Pilih',
  Poll_Votes_One: '{number} suara',
  Poll_Votes_Other: '{number} suara',
  Poll_Voters: 'Pemilih',
  Poll_Toast_No_Internet: 'Tidak ada internet. Periksa koneksi Anda.',
  Poll_Toast_Server_Error: 'Tidak dapat terhubung ke server. Coba lagi nanti.',
  Map_Label: 'Peta: {location}',
  Map_Zoom_In: 'Perbesar',
  Map_Zoom_Out: 'Perkecil',
  Map_Street_View: 'Street View',
  Map_Street_View_Unavailable: 'Street View tidak tersedia di peta ini.',
  Accessibility_Left_Gallery: 'Anda telah keluar dari galeri',
  Viewer_Read_More: 'Baca selengkapnya',
  Viewer_See_Full_Post: 'Lihat Postingan Lengkap',
  Spoiler_Click_To_Reveal: 'Klik untuk menampilkan',
  Spoiler_Reveal_Image: 'Tampilkan Gambar',
  Spoiler_Reveal_Gallery: 'Tampilkan Galeri',
  Spoiler_Reveal_Video: 'Tampilkan Video',
  Image_Expand: 'Perbesar gambar',
  Viewer_Close: 'Tutup',
  Collapsible_Expand: 'Bentangkan',
  Collapsible_Shrink: 'Ciutkan',
};

export default messages;
